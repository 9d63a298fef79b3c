/**
 * English texts of the spot market and contract settings. Product names are
 * terms (`product.*`). Rates are shown in per cent, leverages with ×, hours
 * in UTC.
 */
export const enMarkets = {
  'nav.markets': 'Spot markets',
  'nav.contracts': 'Contracts',

  'markets.title': 'Spot markets',
  'markets.note':
    'Changes apply at once, on the live and the demo venue, and are recorded in the audit log.',
  'markets.tick': 'Tick',
  'markets.lot': 'Lot',
  'markets.minAmount': 'Min amount',
  'markets.maxAmount': 'Max amount',
  'markets.minNotional': 'Min notional',
  'markets.makerFee': 'Maker fee',
  'markets.takerFee': 'Taker fee',
  'markets.hoursColumn': 'Trading hours (UTC)',
  'markets.tradingHours': 'Trading hours',
  'markets.openOrders': 'Open orders',
  'markets.sort': 'Sort',
  'markets.sortHint': 'Lower numbers are listed first',
  'markets.enabled': 'Enabled',
  'markets.suspended': 'Suspended',
  'markets.enabledLabel': 'Enabled (accepts new orders)',
  'markets.suspendNote':
    'Suspending refuses new orders; the {count} open orders stay until filled or cancelled.',
  'markets.editTitle': 'Edit {symbol}',
  'markets.fixed': 'Fixed at listing',
  'markets.fixedNote':
    'Tick and lot cannot change after listing: the order book and resting orders are held in these units.',
  'markets.limits': 'Order limits',
  'markets.limitsNote':
    'Checked when an order is placed, so they apply to new orders only. A min notional of 0 means none.',
  'markets.fees': 'Fees',
  'markets.spotFeesNote':
    'Spot fees are charged when a trade fills, so new rates apply to every fill from now on, including fills of orders already resting.',
  'markets.feeSent': 'Sent as the rate {rate}',
  'markets.trading': 'Trading',
  'markets.hoursHint':
    'UTC windows HH:MM-HH:MM, comma-separated (up to 6); a window may pass midnight (22:00-02:00); 00:00-24:00 is all day.',
  'markets.saved': '{symbol} saved',
  'markets.list': 'List market',
  'markets.listTitle': 'List a spot market',
  'markets.pair': 'Pair and steps',
  'markets.base': 'Base coin',
  'markets.quote': 'Quote coin',
  'markets.choose': 'Choose…',
  'markets.coinOption': '{symbol} ({decimals} decimals)',
  'markets.tickHint': 'The price step, in the quote coin.',
  'markets.lotHint':
    'The amount step, in the base coin. Tick decimals + lot decimals may not exceed the quote coin’s decimals, nor lot decimals the base coin’s.',
  'markets.decimalsHint':
    'Tick {tick} + lot {lot} = {sum} decimals; {quote} has {quoteDecimals}. Lot {lot} decimals; {base} has {baseDecimals}.',
  'markets.symbolPreview': 'Symbol: {symbol}',
  'markets.listFeesNote':
    'Charged on every fill, typed in per cent (0.1 means 0.1 %); the server refuses 10 % or more.',
  'markets.openNow': 'Open for trading now',
  'markets.openNowOff':
    'Left off, it is listed suspended: check it in the list, then enable it there.',
  'markets.openNowOn': 'It accepts orders as soon as it is listed.',
  'markets.incomplete': 'Fill in every field to list.',
  'markets.listed': '{base}/{quote} listed',

  'markets.problem.amount': '{field}: a decimal, 0 or more, with up to 18 decimals',
  'markets.problem.positive': '{field} must be above 0',
  'markets.problem.minMax': '{min} must not be above {max}',
  'markets.problem.fee': '{field}: a percentage with up to 4 decimals (0.1 means 0.1 %)',
  'markets.problem.negative': '{field} cannot be negative',
  'markets.problem.rebate': 'A maker rebate cannot be larger than the taker fee',
  'markets.problem.hours': 'Trading hours: UTC windows HH:MM-HH:MM, comma-separated, at most 6',
  'markets.problem.emptyWindow':
    'Trading hours: the window {window} starts and ends at the same time',
  'markets.problem.whole': '{field}: a whole number from {min} to {max}',
  'markets.problem.feeCap': '{field} must be below {cap} %',
  'markets.problem.coin': 'Choose the {field}',
  'markets.problem.sameCoin': 'The base and quote coins must differ',
  'markets.problem.listed': '{symbol} is already listed',
  'markets.problem.step': '{field}: a decimal above 0, with up to 18 decimals',
  'markets.problem.quoteDecimals':
    'Tick and lot are too fine: {tick} + {lot} decimals exceed {coin}’s {decimals}, so a trade’s value would not be exact',
  'markets.problem.baseDecimals': 'The lot is too fine: {lot} decimals exceed {coin}’s {decimals}',

  'contracts.title': 'Contracts',
  'contracts.note':
    'Perpetual contracts and delivery series. Changes apply at once, on the live and the demo venue, and are recorded in the audit log.',
  'contracts.product': 'Product',
  'contracts.expires': 'Expires',
  'contracts.marginAsset': 'Margin asset',
  'contracts.contractSize': 'Contract size',
  'contracts.leverages': 'Leverages',
  'contracts.defaultShort': 'Default',
  'contracts.cadence': 'Funding / settlement',
  'contracts.fundingEvery': 'Funding every {hours} h',
  'contracts.settleOver': 'Settles on a {minutes}-min average',
  'contracts.openPositions': 'Open positions',
  'contracts.editTitle': 'Edit {symbol}',
  'contracts.fixedNote':
    'Tick and contract size cannot change after listing: resting orders and open positions are held in these units.',
  'contracts.orders': 'Orders',
  'contracts.ordersNote':
    'Lot limits and leverages apply from the next order placed; open positions keep their leverage.',
  'contracts.minOpenLots': 'Min open',
  'contracts.maxOpenLots': 'Max open',
  'contracts.minCloseLots': 'Min close',
  'contracts.maxCloseLots': 'Max close',
  'contracts.lotsUnit': 'lots',
  'contracts.leverage': 'Leverage',
  'contracts.leverageNote':
    'Whole numbers, comma-separated. No offered leverage may exceed the first tier’s max leverage, and the default must be offered.',
  'contracts.defaultLeverage': 'Default leverage',
  'contracts.notOffered': '{leverage}× (not offered)',
  'contracts.tiers': 'Maintenance tiers',
  'contracts.tiersNote':
    'A position falls in the first tier whose bound its notional does not exceed. Bounds and maintenance rates rise from tier to tier, max leverage does not, and maintenance rate × max leverage stays below 100 %.',
  'contracts.tierFrom': 'From ({unit})',
  'contracts.tierNotional': 'Up to ({unit})',
  'contracts.tierMaintenance': 'Maintenance rate',
  'contracts.tierLeverage': 'Max leverage',
  'contracts.tierN': 'tier {n}',
  'contracts.tierRemove': 'Remove tier {n}',
  'contracts.tierAdd': 'Add tier',
  'contracts.tiersPositions':
    '{count} open positions: changed tiers apply to them at the next mark-price check.',
  'contracts.tiersAcknowledge':
    'I understand that the new tiers apply to the {count} open positions at the next mark-price check, and that a stricter tier can liquidate some of them.',
  'contracts.feesNote':
    'A fee change applies only to orders placed after it; each order keeps the rates it was placed under ({count} open now).',
  'contracts.fundingInterval': 'Funding interval',
  'contracts.everyHours': 'Every {hours} h',
  'contracts.fundingHint': 'How often longs and shorts exchange funding.',
  'contracts.settleWindow': 'Settlement window',
  'contracts.minutesUnit': 'min',
  'contracts.settleWindowHint':
    'Minutes of index prices before expiry that the settlement price averages (1–1440).',
  'contracts.saved': '{symbol} saved',
  'contracts.listSeries': 'List delivery series',
  'contracts.seriesTitle': 'List a delivery series',
  'contracts.series': 'Series',
  'contracts.seriesNote':
    'The series copies the perpetual’s contract size, tick, leverages, tiers, fees and trading hours; all but size and tick can be edited afterwards. Its first expiry is set at listing: weekly terms end on Fridays 08:00 UTC, quarterly ones on the last Friday of March, June, September and December.',
  'contracts.perpetual': 'Perpetual',
  'contracts.term': 'Term',
  'contracts.termHint':
    '1–9999 followed by M (minutes), H (hours), D (days) or W (weeks), or Q for quarterly: 5M, 1H, 1D, 1W, Q.',
  'contracts.seriesSymbol': 'The new series: {symbol}',
  'contracts.seriesSymbolPending': 'Choose a perpetual and type a term to see the new symbol.',
  'contracts.listed': '{perpetual}-{term} listed',

  'contracts.problem.tierCount': 'Between 1 and {max} tiers',
  'contracts.problem.tier':
    'Tier {n}: the bound is a whole number above 0, the maintenance rate from 0 to under 100 % with up to 4 decimals, the max leverage from 1 to 500',
  'contracts.problem.tierNotional': 'Tier {n}: the bound must be above tier {previous}’s',
  'contracts.problem.tierRate':
    'Tier {n}: the maintenance rate must not be below tier {previous}’s',
  'contracts.problem.tierLeverage':
    'Tier {n}: the max leverage must not be above tier {previous}’s',
  'contracts.problem.tierMargin':
    'Tier {n}: maintenance rate × max leverage must stay below 100 %, or a position opened at full leverage would be liquidatable at once',
  'contracts.problem.leverages': 'Leverages: 1 to 30 whole numbers from 1 to 500, comma-separated',
  'contracts.problem.leverageTwice': 'Leverage {leverage}× is listed twice',
  'contracts.problem.leverageCap':
    'Leverage {leverage}× is above the first tier’s max leverage of {cap}×',
  'contracts.problem.default': 'The default leverage must be one of the offered leverages',
  'contracts.problem.perpetual': 'Choose the perpetual the series follows',
  'contracts.problem.term': 'Term: 1–9999 followed by M, H, D or W, or Q for quarterly',
  'contracts.problem.windowTerm':
    'The settlement window must be shorter than the term ({minutes} min)',
} as const;
