/**
 * Activities as the console's API sends them, for the tests: a deposit
 * draft in three languages starting on a time with seconds, a running
 * deposit activity with entries waiting for the budget, a running trade
 * activity with none waiting, and a closed claim activity whose slots were
 * all taken.
 */

import type { ActivityConsole } from '@exchange/contracts';

export const DRAFT: ActivityConsole = {
  id: 7,
  kind: 'deposit',
  title: { en_US: 'Spring deposit bonus', zh_CN: '春季充值奖励', ja_JP: '春の入金ボーナス' },
  body: {
    en_US: 'Deposit 500 USDT in March and get 10 USDT.',
    zh_CN: '三月充值 500 USDT，获得 10 USDT。',
    ja_JP: '3月に500 USDTを入金すると10 USDTがもらえます。',
  },
  asset: 'USDT',
  reward: '10',
  targetUsdt: '500',
  startsAt: 1_898_000_000_123,
  endsAt: 1_900_000_000_000,
  slots: 1000,
  status: 'draft',
  joined: 0,
  rewarded: 0,
  waiting: 0,
};

export const RUNNING: ActivityConsole = {
  id: 6,
  kind: 'deposit',
  title: { en_US: 'First deposit reward' },
  body: { en_US: 'Deposit 100 USDT and get 5 USDT.' },
  asset: 'USDT',
  reward: '5',
  targetUsdt: '100',
  startsAt: 1_735_689_600_000,
  endsAt: 4_102_444_800_000,
  slots: null,
  status: 'published',
  joined: 40,
  rewarded: 25,
  waiting: 3,
};

export const TRADING: ActivityConsole = {
  id: 4,
  kind: 'trade',
  title: { en_US: 'Trading sprint' },
  body: { en_US: 'Trade 10,000 USDT in spot or contracts and get 20 USDT.' },
  asset: 'USDT',
  reward: '20',
  targetUsdt: '10000',
  startsAt: 1_735_689_600_000,
  endsAt: 4_102_444_800_000,
  slots: 300,
  status: 'published',
  joined: 120,
  rewarded: 18,
  waiting: 0,
};

export const CLOSED: ActivityConsole = {
  id: 5,
  kind: 'claim',
  title: { en_US: 'Wallet airdrop', zh_CN: '钱包空投' },
  body: { en_US: 'Claim 0.0001 BTC to your wallet.', zh_CN: '领取 0.0001 BTC。' },
  asset: 'BTC',
  reward: '0.0001',
  targetUsdt: null,
  startsAt: 1_733_011_200_000,
  endsAt: 1_735_689_600_000,
  slots: 500,
  status: 'closed',
  joined: 500,
  rewarded: 500,
  waiting: 0,
};
