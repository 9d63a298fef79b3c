import { describe, expect, it } from 'vitest';
import { rankItems, wordsOf, type SearchItem } from './content.search.js';

const items = (list: [string, string][]): SearchItem[] =>
  list.map(([title, body], i) => ({ kind: i % 2 ? 'help' : 'faq', id: i + 1, title, body }));

describe('help search', () => {
  it('splits languages without spaces into words', () => {
    expect(wordsOf('如何提现到钱包', 'zh_CN')).toEqual(expect.arrayContaining(['如何', '钱包']));
    expect(wordsOf('ถอนเงินอย่างไร', 'th_TH')).toEqual(expect.arrayContaining(['ถอน', 'เงิน']));
    expect(wordsOf('How do I withdraw?', 'en_US')).toEqual(['how', 'do', 'withdraw']);
  });

  it('ranks the item whose title answers the question first, and offers nothing unrelated', () => {
    const en = items([
      ['How do I deposit?', 'Open the wallet and choose deposit.'],
      ['How do I withdraw coins?', 'Open the wallet, choose withdraw, enter the address.'],
      ['What is a red packet?', 'Coins shared behind a code.'],
    ]);
    expect(rankItems('withdraw my coins', en, 'en_US', 3).map((h) => h.item.id)).toEqual([2]);
    expect(rankItems('quantum chromodynamics', en, 'en_US', 3)).toEqual([]);
    expect(rankItems('', en, 'en_US', 3)).toEqual([]);

    const zh = items([
      ['如何充值？', '打开钱包，选择充值。'],
      ['如何提现？', '打开钱包，选择提现，填写地址。'],
    ]);
    expect(rankItems('我想提现', zh, 'zh_CN', 3)[0]?.item.id).toBe(2);
  });

  it('weighs words that many items share less than rare ones', () => {
    const list = items([
      ['Account security', 'wallet wallet wallet'],
      ['Wallet overview', 'balances'],
      ['Wallet address book', 'addresses'],
    ]);
    const hits = rankItems('wallet security', list, 'en_US', 3);
    expect(hits[0]?.item.id).toBe(1);
  });
});
