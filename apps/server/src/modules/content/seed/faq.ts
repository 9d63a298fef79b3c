import type { SeedFaq } from './seed.types.js';

/** Seeded FAQ: the title is the question and the body is a short answer. */
export const SEED_FAQ: readonly SeedFaq[] = [
  {
    slug: 'deposit-not-credited',
    text: {
      en_US: {
        title: 'Why has my deposit not been credited yet?',
        body: 'Deposits are credited once the network reaches the number of confirmations required for that coin and chain; you can follow the count in your deposit records. A deposit below the minimum shown on the deposit page is recorded but not credited. If you sent on a network that is not listed for your address, the funds may be lost. If none of this applies, contact customer service with the transaction hash.',
      },
      zh_CN: {
        title: '为什么我的充币还没有到账？',
        body: '充币会在网络达到该币种和链要求的确认数后入账，你可以在充币记录中查看确认进度。低于充币页面所示最小额的充币只会记录，不会入账。如果通过充币地址未列出的网络转账，资产可能会丢失。如果以上情况都不符合，请把交易哈希发给客服。',
      },
      zh_HK: {
        title: '為何我的充幣仍未到帳？',
        body: '充幣會在網絡達到該幣種和鏈所需的確認數後入帳，你可以在充幣記錄中查看確認進度。低於充幣頁面所示最低額的充幣只會記錄，不會入帳。如經充幣地址未列出的網絡轉帳，資產可能會遺失。如以上情況均不適用，請把交易哈希提供給客服。',
      },
    },
  },
  {
    slug: 'withdrawal-held-24-hours',
    text: {
      en_US: {
        title: 'Why is my withdrawal held for 24 hours?',
        body: 'The first withdrawal to an address you have not withdrawn to before is held for 24 hours before it is sent. This protects you if someone else gets into your account, because it gives you time to notice and act. While it is held, the amount and fee stay frozen and no other withdrawal can be started.',
      },
      zh_CN: {
        title: '为什么我的提币要等待 24 小时？',
        body: '首次向你从未提币过的地址提币，会暂缓 24 小时后才发出。这样即使有人盗用你的账户，你也有时间发现并处理。暂缓期间，提币数量和手续费保持冻结，也不能发起其他提币。',
      },
      zh_HK: {
        title: '為何我的提幣要等候 24 小時？',
        body: '首次向你從未提幣過的地址提幣，會暫緩 24 小時才發出。這樣即使有人盜用你的帳戶，你亦有時間察覺並處理。暫緩期間，提幣數量和手續費會保持凍結，亦不能發起其他提幣。',
      },
    },
  },
  {
    slug: 'fund-password-locked',
    text: {
      en_US: {
        title: 'My fund password is locked. What should I do?',
        body: 'The fund password is locked after 5 wrong attempts, so that nobody can guess it. Reset it under My, then Security, using the verification codes from your bound phone, email or authenticator. If you have lost access to all of them, customer service can arrange a manual reset, which takes up to 3 working days.',
      },
      zh_CN: {
        title: '资金密码被锁定了，怎么办？',
        body: '资金密码输错 5 次后会被锁定，以防被人猜中。请在“我的”>“安全中心”中，用已绑定的手机、邮箱或身份验证器的验证码重置。如果这些都已无法使用，可以联系客服申请人工重置，最长需要 3 个工作日。',
      },
      zh_HK: {
        title: '資金密碼被鎖定了，怎麼辦？',
        body: '資金密碼輸錯 5 次後會被鎖定，以防被人猜中。請在「我的」>「安全中心」中，以已綁定的手機、電郵或身份驗證器的驗證碼重設。如這些方式都已無法使用，可聯絡客服申請人手重設，最長需時 3 個工作天。',
      },
    },
  },
  {
    slug: 'verification-code-not-received',
    text: {
      en_US: {
        title: 'I did not receive a verification code.',
        body: 'Check that the phone number or email address is correct and look in your spam folder, then request a new code when the countdown ends. Codes are 6 digits and valid for 30 minutes; if you requested several, use the latest one. Never give a code to anyone, including people who say they are staff.',
      },
      zh_CN: {
        title: '收不到验证码怎么办？',
        body: '请确认手机号或邮箱地址填写正确，并检查垃圾邮件箱，然后在倒计时结束后重新获取。验证码为 6 位数字，30 分钟内有效；如果获取了多次，请使用最新的一条。不要把验证码告诉任何人，包括自称是工作人员的人。',
      },
      zh_HK: {
        title: '收不到驗證碼怎麼辦？',
        body: '請確認手機號碼或電郵地址正確，並檢查垃圾郵件匣，然後在倒數結束後重新索取。驗證碼為 6 位數字，30 分鐘內有效；如曾索取多次，請使用最新的一個。切勿把驗證碼告訴任何人，包括自稱是職員的人。',
      },
    },
  },
  {
    slug: 'liquidated-before-last-price',
    text: {
      en_US: {
        title:
          'Why was my position liquidated when the last traded price never reached my liquidation price?',
        body: 'Liquidation uses the mark price, not the last traded price. The mark price comes from an index, the median of several market price sources, so that a single unusual trade cannot liquidate positions. The two prices can differ for a while, especially in fast markets. The liquidation and its price are recorded in your order history and account-change history.',
      },
      zh_CN: {
        title: '最新成交价没有到我的强平价，为什么仓位被强平了？',
        body: '强平依据的是标记价格，而不是最新成交价。标记价格来自指数，即多个市场价格来源的中位数，这样单笔异常成交就无法导致仓位被强平。两种价格可能会在一段时间内有差异，行情剧烈时尤其明显。强平及其价格会记录在你的订单历史和账变记录中。',
      },
      zh_HK: {
        title: '最新成交價未到我的強平價，為何倉位被強制平倉？',
        body: '強制平倉依據的是標記價格，而不是最新成交價。標記價格來自指數，即多個市場價格來源的中位數，因此單筆異常成交無法令倉位被強制平倉。兩種價格可能在一段時間內有差距，市況急速時尤其明顯。強制平倉及其價格會記錄在你的訂單歷史和帳變記錄中。',
      },
    },
  },
  {
    slug: 'what-is-the-funding-fee',
    text: {
      en_US: {
        title: 'What is the funding fee on perpetual contracts?',
        body: 'Every 8 hours, holders of long and short positions pay each other a funding fee based on the funding rate, which keeps the contract price close to the index. When the rate is positive, longs pay shorts; when it is negative, shorts pay longs. The rate is shown with its annualised equivalent, and every payment appears in your account-change history.',
      },
      zh_CN: {
        title: '永续合约的资金费用是什么？',
        body: '每 8 小时，多空双方会按资金费率互相支付一次资金费用，使合约价格贴近指数价格。费率为正时多头付给空头，为负时空头付给多头。资金费率会同时显示年化值，每一笔支付都会显示在账变记录中。',
      },
      zh_HK: {
        title: '永續合約的資金費用是甚麼？',
        body: '每 8 小時，多空雙方會按資金費率互相支付一次資金費用，令合約價格貼近指數價格。費率為正數時多頭支付給空頭，為負數時空頭支付給多頭。資金費率會同時顯示年化數值，每一筆支付都會顯示在帳變記錄中。',
      },
    },
  },
  {
    slug: 'are-delivery-contracts-bets',
    text: {
      en_US: {
        title: 'Are delivery contracts up-or-down bets?',
        body: 'No. Delivery contracts are real futures with a fixed expiry, settled at the index price averaged over the last minutes before expiry. Your result depends on how far the price moved and on your position size, not on fixed odds. Trades are matched on an order book, and nobody at the platform can set the outcome.',
      },
      zh_CN: {
        title: '交割合约是猜涨跌的押注吗？',
        body: '不是。交割合约是有固定到期时间的真实期货，按到期前最后几分钟的指数平均价结算。你的盈亏取决于价格变动了多少以及仓位大小，而不是固定赔率。交易在订单簿上撮合，平台的任何人都无法决定结果。',
      },
      zh_HK: {
        title: '交割合約是估升跌的押注嗎？',
        body: '不是。交割合約是設有固定到期時間的真實期貨，按到期前最後幾分鐘的指數平均價結算。你的盈虧取決於價格變動了多少以及倉位大小，而不是固定賠率。交易在訂單簿上配對，平台上任何人都無法決定結果。',
      },
    },
  },
  {
    slug: 'p2p-seller-not-releasing',
    text: {
      en_US: {
        title: 'I paid in a P2P order but the seller has not released the coins. What now?',
        body: 'First make sure you marked the order as paid, then ask the seller in the order chat. If they still do not release, open an appeal from the order with a reason, a description, your contact details and up to 5 proof files, 50MB in total. The coins stay in escrow until the appeal is decided. Do not cancel an order you have already paid.',
      },
      zh_CN: {
        title: 'P2P 订单我已付款，卖家一直不放币，怎么办？',
        body: '先确认你已把订单标记为“已付款”，然后在订单聊天中联系卖家。如果卖家仍不放币，请在订单中发起申诉，填写原因、描述和联系方式，并上传最多 5 个凭证文件（总计不超过 50MB）。申诉处理完成前，币会一直处于托管状态。已经付款的订单请不要取消。',
      },
      zh_HK: {
        title: 'P2P 訂單我已付款，賣家一直不放幣，怎麼辦？',
        body: '先確認你已把訂單標記為「已付款」，然後在訂單聊天中聯絡賣家。如賣家仍不放幣，請在訂單中提出申訴，填寫原因、描述和聯絡資料，並上載最多 5 個證明檔案（總計不超過 50MB）。申訴處理完畢前，幣會一直處於託管狀態。已付款的訂單切勿取消。',
      },
    },
  },
  {
    slug: 'further-traded-amount',
    text: {
      en_US: {
        title: 'Why does a withdrawal ask for a further traded amount?',
        body: 'This can apply only to promotional credit, never to your own deposits. If you received promotional credit, its conditions and your progress are shown on the withdrawal screen. Your deposited funds can be withdrawn without any trading requirement, subject to the normal withdrawal rules.',
      },
      zh_CN: {
        title: '为什么提币时提示“还需交易量”？',
        body: '这只可能适用于活动赠金，绝不会适用于你自己充值的资金。如果你领取过活动赠金，其条件和完成进度会显示在提币页面。你充值的资金无需满足任何交易量要求即可提取，只需符合正常的提币规则。',
      },
      zh_HK: {
        title: '為何提幣時提示「尚需交易量」？',
        body: '這只可能適用於推廣贈金，絕不會適用於你自己存入的資金。如你曾獲得推廣贈金，其條件和完成進度會顯示在提幣頁面。你存入的資金毋須符合任何交易量要求即可提取，只需符合一般提幣規則。',
      },
    },
  },
  {
    slug: 'proof-of-liabilities',
    text: {
      en_US: {
        title: 'How can I check that my balance is counted in the platform’s liabilities?',
        body: 'The platform publishes what it owes its users as a Merkle tree. You can get the proof for your own balance and check that it is included in the published root. Proof of liabilities shows what the platform owes; on its own it does not prove which assets the platform holds.',
      },
      zh_CN: {
        title: '如何核实我的余额已计入平台的负债？',
        body: '平台以默克尔树的形式公布对用户的负债。你可以获取自己余额的证明，核实它已包含在公布的根哈希中。负债证明显示的是平台欠用户多少，它本身并不能证明平台持有哪些资产。',
      },
      zh_HK: {
        title: '如何核實我的餘額已計入平台的負債？',
        body: '平台以默克爾樹的形式公佈對用戶的負債。你可以取得自己餘額的證明，核實它已包含在公佈的根哈希中。負債證明顯示的是平台欠用戶多少，它本身並不能證明平台持有哪些資產。',
      },
    },
  },
];
