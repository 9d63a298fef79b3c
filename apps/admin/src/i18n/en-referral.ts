/**
 * English texts of the referral programme: the programme and its rates,
 * the compliance switch, who may refer, the rebates and the promotions
 * budget they are paid from, linked pairs, red packets, activities and the
 * sign-up bonus.
 */
export const enReferral = {
  'adjustmentKind.promotions_fund': 'Promotions budget top-up',
  'adjustments.promotionsFundNote':
    'Promotions budget top-up: referral rebates and bonuses are paid only from this account. A top-up moves money from manual custody into the promotions account of that coin (promotions). A second operator must approve it.',

  'nav.referral': 'Referral',

  'referral.title': 'Referral programme',
  'referral.tab.programme': 'Programme',
  'referral.tab.compliance': 'Compliance',
  'referral.tab.permissions': 'Permissions',
  'referral.tab.rebates': 'Rebates',
  'referral.tab.flags': 'Linked pairs',
  'referral.tab.redPackets': 'Red packets',
  'referral.tab.activities': 'Activities',
  'referral.tab.bonus': 'Sign-up bonus',

  'referral.programme': 'Programme',
  'referral.programmeNote':
    'Rebates are shares of what a verified invitee did — trading fees actually paid, deposits, mining income — paid to their uplines level by level at these rates, only from the promotions budget, never from invitees. The programme is saved whole; users see it on the rules page.',
  'referral.version': 'Version',
  'referral.compliance': 'Compliance switch',
  'referral.switchOn': 'On',
  'referral.switchOff': 'Off',
  'referral.switchedBy': 'by {by}, {at}',
  'referral.needsCompliance': 'Saved programme needs the switch',
  'referral.needsYes': 'Yes: it pays on deposits or over more than 2 levels',
  'referral.needsNo': 'No',

  'referral.bannerTitle': 'This programme needs the compliance switch, which is off:',
  'referral.cause.deposit': 'it pays rebates on deposits;',
  'referral.cause.levels': 'it pays over more than {free} levels.',
  'referral.bannerWhy':
    'Multi-level rebates on deposits match the legal tests for pyramid schemes (pay for recruiting people who put money in, over several levels), so the console refuses them unless the compliance switch is on, with a recorded reason such as a legal review.',
  'referral.bannerAction':
    'It cannot be saved until an operator with the referral.compliance permission turns the switch on:',
  'referral.complianceAllows':
    'The compliance switch is on (by {by}): deposit rebates and more than 2 levels are allowed.',

  'referral.rates': 'Levels and rates',
  'referral.ratesNote':
    'Rates in per cent of the base, e.g. 5 for 5 % (sent as 0.05), above 0 and at most 100. Levels are filled in order from level 1; a basis with no rates is off. Deposit rates and more than {free} levels need the compliance switch.',
  'referral.levels': 'Levels',
  'referral.levelsHint':
    'How many levels of uplines are paid; more than {free} needs the compliance switch.',
  'referral.basis': 'Basis',
  'referral.basis.fee': 'Trading fees',
  'referral.basis.deposit': 'Deposits',
  'referral.basis.mining': 'Mining income',
  'referral.level': 'Level {level}',
  'referral.sentAs': 'Sent as',
  'referral.basisOff': 'Off',
  'referral.specFill': 'Spec’s full scheme',
  'referral.specHint':
    'The spec’s full scheme fills in 4 levels, deposits 5 / 3 / 2 / 1 % and mining income 20 / 10 / 5 % (trading fees as they are), in the form only: nothing is saved until you save.',

  'referral.qualification': 'Qualification and tiers',
  'referral.qualifying': 'Qualifying daily recharge',
  'referral.qualifyingHint':
    'A deposit rebate needs the invitee’s deposits that day (UTC) above this.',
  'referral.tiersNote':
    'Tiers are read from the direct invitees’ total recharge. An empty minimum leaves the tier unset (never awarded); an empty maximum has no upper bound.',
  'referral.tier': 'Tier',
  'referral.tier.bronze': 'Bronze',
  'referral.tier.silver': 'Silver',
  'referral.tier.gold': 'Gold',
  'referral.tier.platinum': 'Platinum',
  'referral.tier.diamond': 'Diamond',
  'referral.tierMin': 'Minimum',
  'referral.tierMax': 'Maximum',
  'referral.unset': 'unset',
  'referral.noMax': 'no maximum',
  'referral.overlap': '{a} and {b} overlap — as given by the spec',
  'referral.overlapRaw': 'Overlapping tiers: {overlap}',

  'referral.rules': 'Rules',
  'referral.dailyCap': 'Daily cap per referrer',
  'referral.dailyCapHint':
    'The most one referrer accrues a day (UTC), valued in USDT when accrued; empty: no cap.',
  'referral.vestingDays': 'Vesting',
  'referral.vestingHint':
    'Days a rebate waits before it can be claimed; reversed activity claws it back meanwhile. 0 to 90.',
  'referral.bindWindowDays': 'Bind window',
  'referral.bindWindowHint':
    'Days after registering in which a user without a referrer may still add one. 0 to 90.',
  'referral.daysUnit': 'days',
  'referral.minerLevelRule':
    'Miner-level rule: pay only if the referrer’s miner level (machines in custody) is at least the invitee’s',
  'referral.defaultMayRefer':
    'Users may refer unless an operator decides otherwise (Permissions tab)',

  'referral.problem.rateGap': '{basis}, level {level}: fill in the levels in order, from level 1.',
  'referral.problem.rate':
    '{basis}, level {level}: a rate above 0 and at most 100 %, with up to 4 decimals.',
  'referral.problem.qualifying':
    'Qualifying daily recharge: an amount in USDT, 0 or more, with up to 2 decimals.',
  'referral.problem.dailyCap':
    'Daily cap: an amount in USDT with up to 2 decimals, or empty for no cap.',
  'referral.problem.vestingDays': 'Vesting: a whole number of days from 0 to 90.',
  'referral.problem.bindWindowDays': 'Bind window: a whole number of days from 0 to 90.',
  'referral.problem.tierAmount': '{tier}: amounts in USDT with up to 2 decimals.',
  'referral.problem.tierNoMin': '{tier}: a maximum needs a minimum (an empty minimum is unset).',
  'referral.problem.tierOrder': '{tier}: the minimum is above the maximum.',

  'referral.changed': 'Changed since version {version}; Save sends the whole programme.',
  'referral.unchanged': 'Nothing changed yet.',
  'referral.discard': 'Discard changes',
  'referral.staleNote':
    'Reload to see the programme as it is now; your edits here are discarded, so note them first.',
  'referral.reload': 'Reload',
  'referral.saved': 'Referral programme saved',

  'referral.budget': 'Promotions budget',
  'referral.budgetNote':
    'Per coin: what the promotions account holds free for new rebates, and what is set aside (payable) for rebates not yet claimed. Each rebate is set aside when it accrues, so a claim never fails for want of money.',
  'referral.budgetAvailable': 'Available',
  'referral.budgetPayable': 'Payable (set aside)',
  'referral.budgetEmpty':
    'No coin has promotions budget free: new rebates are recorded as unfunded and users are told.',
  'referral.budgetHint':
    'The budget is filled in Adjustments, kind “Promotions budget top-up” (promotions_fund): one operator requests it, a second approves it.',
  'referral.budgetLink': 'Go to Adjustments',

  'referral.complianceTitle': 'Compliance switch',
  'referral.complianceNote':
    'Deposit-based rebates and more than two levels match the legal tests for pyramid schemes: the programme may use them only while this switch is on. Each turn records who and why.',
  'referral.complianceState': 'State',
  'referral.complianceBy': 'Last turned by',
  'referral.complianceReason': 'Reason',
  'referral.complianceAt': 'When',
  'referral.complianceDenied':
    'Turning the switch needs the referral.compliance permission, which your role does not include.',
  'referral.turnOnTitle': 'Turn the switch on',
  'referral.turnOffTitle': 'Turn the switch off',
  'referral.turnOnNote':
    'On, the programme may pay rebates on deposits and over more than two levels. Give the legal review that allows it.',
  'referral.turnOffNote':
    'Off, the programme may pay only on fees and mining income, over at most two levels.',
  'referral.complianceInUse':
    'The saved programme pays on deposits or over more than two levels: turn those off on the Programme tab before turning the switch off.',
  'referral.reasonLabel': 'Reason (for the record)',
  'referral.reasonHint':
    'At least {min} characters, e.g. the legal review’s reference ({count} typed).',
  'referral.turnOn': 'Turn on',
  'referral.turnOff': 'Turn off',
  'referral.switchedOn': 'Compliance switch turned on',
  'referral.switchedOff': 'Compliance switch turned off',
  'referral.complianceLog': 'Log',
  'referral.turned': 'Turned',

  'referral.permissionTitle': 'Decide who may refer',
  'referral.permissionNote':
    'A decision for one user overrides the programme’s default; registering with a forbidden user’s code is refused. A new decision for the same user replaces the last.',
  'referral.mayRefer': 'May refer',
  'referral.mayReferYes': 'Yes, may refer',
  'referral.mayReferNo': 'No, may not refer',
  'referral.permissionSubmit': 'Record decision',
  'referral.permissionSaved': 'Decision recorded for {uid}',
  'referral.permissions': 'Decisions',
  'referral.problem.uid': 'UID: 8 to 12 digits.',
  'referral.problem.permissionReason': 'Reason: 4 to 300 characters.',

  'referral.rebatesNote':
    'Every rebate, newest first: paid ones vest, then are claimed or clawed back; the others were recorded without being paid, and their state says why.',
  'referral.referrer': 'Referrer',
  'referral.referrerUid': 'Referrer UID',
  'referral.referrerUidHint': '8 to 12 digits',
  'referral.invitee': 'Invitee',
  'referral.levelColumn': 'Level',
  'referral.base': 'Base',
  'referral.rate': 'Rate',
  'referral.usdtValue': 'USDT value',
  'referral.vestsAt': 'Vests at',
  'referral.claimedAt': 'Claimed at',
  'referral.state.vesting': 'Vesting',
  'referral.state.claimed': 'Claimed',
  'referral.state.clawed_back': 'Clawed back',
  'referral.state.unverified': 'Not paid: invitee unverified',
  'referral.state.flagged': 'Not paid: linked accounts',
  'referral.state.miner_level': 'Not paid: miner level',
  'referral.state.capped': 'Not paid: daily cap',
  'referral.state.unfunded': 'Not paid: budget empty',
  'referral.state.unpriced': 'Not paid: no price',

  'referral.flagsNote':
    'A referrer and an invitee are taken for one person (or one household farming rebates) when their accounts are linked. A flagged pair earns nothing until an operator clears it; rebates of the pair still vesting when it was flagged were clawed back. A clearing holds until a link of a new kind turns up.',
  'referral.showCleared': 'Show cleared pairs',
  'referral.links': 'Links',
  'referral.link.ip': 'IP address',
  'referral.link.withdrawal_address': 'Withdrawal address',
  'referral.link.payment_method': 'Payment account',
  'referral.link.identity': 'Identity',
  'referral.linkWhy.ip': 'Same public IP address',
  'referral.linkWhy.withdrawal_address': 'Same withdrawal address',
  'referral.linkWhy.payment_method': 'Same P2P payment account',
  'referral.linkWhy.identity': 'Same verified name',
  'referral.checkedAt': 'Checked at',
  'referral.flagInForce': 'Flagged',
  'referral.flagStateCleared': 'Cleared',
  'referral.clearedBy': 'Cleared by',
  'referral.clearedReason': 'Why cleared',
  'referral.clearedAt': 'Cleared at',
  'referral.clear': 'Clear',
  'referral.clearTitle': 'Clear the pair {referrer} → {invitee}',
  'referral.clearWarning':
    'Clearing lets this pair earn rebates again. It holds until a link of a new kind turns up; then the pair is flagged again. Clear only when you are sure these are different people.',
  'referral.clearReasonHint':
    '{min} to {max} characters, e.g. what shows they are different people ({count} typed).',
  'referral.clearSubmit': 'Clear the pair',
  'referral.flagCleared': 'Pair {referrerUid} → {inviteeUid} cleared',

  'referral.redPacketsNote':
    'Red packets users sent. The coins stay the sender’s, held, until a share is claimed; what nobody claimed in 24 hours goes back to the sender (refunded). Shares are equal, or lucky: random, drawn when the packet was made.',
  'referral.sender': 'Sender',
  'referral.total': 'Total',
  'referral.shares': 'Shares',
  'referral.kind.equal': 'Equal',
  'referral.kind.lucky': 'Lucky',
  'referral.claimedShares': 'Claimed shares',
  'referral.claimedSharesValue': '{claimed} / {shares}',
  'referral.claimedAmount': 'Claimed amount',
  'referral.refunded': 'Refunded',
  'referral.expiresAt': 'Expires',
  'referral.packetStatus.open': 'Open',
  'referral.packetStatus.finished': 'All claimed',
  'referral.packetStatus.expired': 'Expired',
  'referral.showClaims': 'Show claims ({count})',
  'referral.hideClaims': 'Hide claims ({count})',
  'referral.noClaims': 'No claims',
  'referral.greetingLine': 'Greeting: {greeting}',
  'referral.best': 'Best',
  'referral.bestShare': 'Best share',

  'referral.activity.note':
    'Activities are campaigns paid from the promotions budget. A claim activity pays its reward at once when a user joins: one reward per user and per wallet address (a wallet address can claim only once). A deposit activity rewards users who join and then have deposits credited worth at least the target in USDT within the window; a trading activity, users who join and then trade at least the target in USDT within the window (every fill’s notional, spot and contracts, both sides). An activity is made as a draft and may be changed while it is one; published, users see it and it can only be closed.',
  'referral.activity.waitingNote':
    'Waiting: entries that reached the target while the promotions budget of the coin was short. They are paid, in turn, as soon as the budget is topped up — while the activity runs and slots are left. When it ends or is closed, entries not yet rewarded expire.',
  'referral.activity.waitingAlert':
    'Entries waiting for the budget: {count} ({coins}). Top up the promotions budget to pay them.',
  'referral.activity.new': 'New activity',
  'referral.activity.editTitle': 'Edit draft #{id}: {title}',
  'referral.activity.titleEn': 'Title (English)',
  'referral.activity.kind.claim': 'Claim',
  'referral.activity.kind.deposit': 'Deposit target',
  'referral.activity.kind.trade': 'Trading',
  'referral.activity.kindNote.claim':
    'Claim: the reward is paid at once when a user joins, one per user and per wallet address (a wallet address can claim only once). If the budget is short when a user joins, the claim is refused. No target.',
  'referral.activity.kindNote.deposit':
    'Deposit target: users who join, then have deposits credited worth at least the target in USDT before the end, get the reward. Deposits count from joining, valued in USDT when credited. If the budget is short then, the entry waits and is paid when it is topped up.',
  'referral.activity.kindNote.trade':
    'Trading: users who join, then trade at least the target in USDT before the end, get the reward. Trading counts from joining: every fill’s notional in USDT, spot and contracts, buys and sells alike. If the budget is short then, the entry waits and is paid when it is topped up.',
  'referral.activity.reward': 'Reward',
  'referral.activity.rewardEach': 'Reward',
  'referral.activity.rewardHint':
    'Paid to each rewarded user, from the promotions budget of this coin.',
  'referral.activity.assetHint': 'The coin’s symbol, e.g. USDT.',
  'referral.activity.target': 'Target',
  'referral.activity.targetOf.deposit': 'Deposit target',
  'referral.activity.targetOf.trade': 'Trading target',
  'referral.activity.targetHint.deposit': 'Deposits credited after joining, in USDT, to reach.',
  'referral.activity.targetHint.trade':
    'Trading volume after joining, in USDT, to reach: every fill’s notional, spot and contracts, both sides.',
  'referral.activity.slots': 'Slots',
  'referral.activity.slotsHint': 'The most rewards paid in all; empty for no limit.',
  'referral.activity.noLimit': 'No limit',
  'referral.activity.window': 'Window',
  'referral.activity.windowNote':
    'Times are in your local time ({zone}); users are told the start in UTC, shown under each field.',
  'referral.activity.startsAt': 'Starts (local time)',
  'referral.activity.endsAt': 'Ends (local time)',
  'referral.activity.utcIs': '= {utc}',
  'referral.activity.texts': 'Title and text',
  'referral.activity.textsNote':
    'Given in {count} of {total} languages. English is required; users of a language left empty see the English.',
  'referral.activity.title': 'Title ({language})',
  'referral.activity.body': 'Text ({language})',
  'referral.activity.englishHint':
    'Required: the title and text every other language falls back to.',
  'referral.activity.otherHint':
    'Optional: give both the title and the text, or leave both empty for the English.',
  'referral.activity.draftNote':
    'Saved as a draft: users see it only once it is published, and a published activity can no longer be changed.',
  'referral.activity.createDraft': 'Save draft',
  'referral.activity.saved': 'Draft “{title}” saved',
  'referral.activity.published': 'Activity “{title}” published',
  'referral.activity.closed': 'Activity “{title}” closed',
  'referral.activity.status.draft': 'Draft',
  'referral.activity.status.published': 'Published',
  'referral.activity.status.closed': 'Closed',
  'referral.activity.joined': 'Joined',
  'referral.activity.rewarded': 'Rewarded',
  'referral.activity.waiting': 'Waiting',
  'referral.activity.waitingWhy.budget':
    'Reached the target while the promotions budget was short: paid when the budget is topped up, while the activity runs.',
  'referral.activity.waitingWhy.ended':
    'Reached the target but not paid before the activity ended or was closed: these entries expired.',
  'referral.activity.waitingWhy.full':
    'Reached the target after every slot was taken: no reward is left for these entries.',
  'referral.activity.waitingLost.ended': 'expired',
  'referral.activity.waitingLost.full': 'slots taken',
  'referral.activity.publish': 'Publish',
  'referral.activity.close': 'Close',
  'referral.activity.publishTitle': 'Publish “{title}”',
  'referral.activity.publishConfirm':
    'Users will see it and may join from {starts} to {ends} (your local time). Once published it can no longer be changed, only closed.',
  'referral.activity.publishBudget':
    'Each reward of {reward} {asset} is paid from the promotions budget of {asset}, with no limit on their number: check that the budget holds enough.',
  'referral.activity.publishBudgetSlots':
    'Up to {slots} rewards of {reward} {asset} are paid from the promotions budget of {asset}: check that the budget holds enough.',
  'referral.activity.publishEnded': 'Its window has already ended: nobody will be able to join.',
  'referral.activity.closeTitle': 'Close “{title}”',
  'referral.activity.closeConfirm':
    'Users can no longer join. The {pending} entries not yet rewarded expire and will not be paid, the {waiting} waiting for the budget among them. The {rewarded} rewards already paid stay paid. This cannot be undone.',
  'referral.activity.problem.titleEn': 'Title in English: required.',
  'referral.activity.problem.bodyEn': 'Text in English: required.',
  'referral.activity.problem.textLong': '{language}: a title or text of at most {max} characters.',
  'referral.activity.problem.textHalf': '{language}: give both the title and the text, or neither.',
  'referral.activity.problem.asset': 'Coin: a symbol of letters and digits, e.g. USDT.',
  'referral.activity.problem.reward': 'Reward: an amount above 0, with up to 18 decimals.',
  'referral.activity.problem.target.deposit':
    'Deposit target: an amount in USDT above 0, with up to 18 decimals.',
  'referral.activity.problem.target.trade':
    'Trading target: an amount in USDT above 0, with up to 18 decimals.',
  'referral.activity.problem.startsAt': 'Start: pick a date and time.',
  'referral.activity.problem.endsAt': 'End: pick a date and time.',
  'referral.activity.problem.window': 'The end must be after the start.',
  'referral.activity.problem.slots':
    'Slots: a whole number from 1 to 1,000,000, or empty for no limit.',
  'referral.bonus.note':
    'A user is granted the sign-up bonus once, when their primary identity verification passes: promotional credit in USDT in their spot wallet, paid from the promotions budget. It trades like any coin, but until the user has traded the turnover required (spot and contracts, both sides counted) the account may not drop below what is still locked through a withdrawal, a P2P sale, a red packet or a transfer to another user; then it is released. Losses are taken from the credit first.',
  'referral.bonus.offer': 'Offer',
  'referral.bonus.terms': 'Sign-up bonus',
  'referral.bonus.appliesNote':
    'Changes apply only to grants made afterwards: bonuses already granted keep their amount and turnover. The bonus is granted when a user’s primary identity verification passes.',
  'referral.bonus.enabled': 'Offer a sign-up bonus to newly verified users',
  'referral.bonus.amount': 'Amount',
  'referral.bonus.amountHint': 'Above 0, in whole cents (up to 2 decimals).',
  'referral.bonus.multiple': 'Turnover multiple',
  'referral.bonus.multipleHint':
    'Trading required before release, as a multiple of the amount: from {min} to {max}.',
  'referral.bonus.turnoverIs': 'Turnover required: {amount} × {multiple} = {turnover} {asset}',
  'referral.bonus.turnoverUnknown': 'Turnover required: — (enter an amount and a multiple)',
  'referral.bonus.turnoverNote': 'Spot and contract trading count, both sides.',
  'referral.bonus.neverChanged': 'Never changed since the console was set up.',
  'referral.bonus.changedBy': 'Last changed by {by}, {at}',
  'referral.bonus.saved': 'Sign-up bonus saved',
  'referral.bonus.budget': 'Promotions budget available',
  'referral.bonus.outstanding': 'Credit outstanding (locked)',
  'referral.bonus.budgetShort':
    'The promotions budget ({budget} {asset}) is below one bonus ({amount} {asset}): new grants will be recorded as unfunded until it is topped up.',
  'referral.bonus.outstandingNote':
    'Credit outstanding: what the bonuses granted and not yet released still hold locked in users’ accounts, in all. It was paid from the budget when granted.',
  'referral.bonus.grants': 'Grants',
  'referral.bonus.grantsNote':
    'Every bonus granted, newest first. Locked is what the credit still holds in the account (losses come from it first); it is released once the user has traded the turnover required. Unfunded: the budget could not pay it when it was due.',
  'referral.bonus.amountColumn': 'Amount (USDT)',
  'referral.bonus.locked': 'Locked (USDT)',
  'referral.bonus.progress': 'Traded / required',
  'referral.bonus.progressLabel': '{percent} % of the turnover traded',
  'referral.bonus.progressValue': '{traded} / {required} ({percent} %)',
  'referral.bonus.grantedAt': 'Granted',
  'referral.bonus.releasedAt': 'Released',
  'referral.bonus.status.active': 'Locked',
  'referral.bonus.status.released': 'Released',
  'referral.bonus.status.unfunded': 'Unfunded',
  'referral.bonus.problem.amount': 'Amount: a number above 0.',
  'referral.bonus.problem.amountPlaces': 'Amount: at most {places} decimals (whole cents).',
  'referral.bonus.problem.multiple': 'Turnover multiple: a number from {min} to {max}.',
} as const;
