/**
 * The bot developers' page in English and Chinese (the issue asks for
 * these two; the rest of the app is in ten languages). Every statement
 * here is what the server does; `docs.test.ts` checks the figures against
 * the code's constants.
 */
import { API_KEY_IDLE_DAYS, API_KEY_TRADE_WITHOUT_IP_DAYS } from '@exchange/contracts';
import { LISTEN_KEY_TTL_MS, RESUME_EVENTS } from '../listen-keys.js';
import { RECV_WINDOW_DEFAULT_MS, RECV_WINDOW_MAX_MS } from '../sign.core.js';
import { DEFAULT_WEIGHTS } from '../weights.js';
import {
  CCXT,
  DEPTH_SYNC,
  SHELL_ED25519,
  SHELL_ED25519_KEYS,
  SHELL_HMAC,
  TYPESCRIPT,
} from './examples.js';

export type DocLanguage = 'en' | 'zh';
export type DocBlock =
  | string
  | { readonly code: string; readonly caption?: string }
  | { readonly list: readonly string[] }
  | { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
export interface DocSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly DocBlock[];
}
export interface DocTexts {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly DocSection[];
}

const PER_MINUTE = DEFAULT_WEIGHTS.perMinute.toLocaleString('en-US');
const TTL_MIN = LISTEN_KEY_TTL_MS / 60_000;

const ERRORS_TABLE = (head: readonly string[], meaning: Readonly<Record<string, string>>) => ({
  head,
  rows: [
    ['-1003', '429 / 418', meaning['-1003'] ?? ''],
    ['-1021', '400', meaning['-1021'] ?? ''],
    ['-1022', '400', meaning['-1022'] ?? ''],
    ['-1100 / -1102 / -1106', '400', meaning['-1100'] ?? ''],
    ['-1013', '400', meaning['-1013'] ?? ''],
    ['-1121', '400', meaning['-1121'] ?? ''],
    ['-2010', '400', meaning['-2010'] ?? ''],
    ['-2011', '400', meaning['-2011'] ?? ''],
    ['-2013', '400', meaning['-2013'] ?? ''],
    ['-2014 / -2015', '401', meaning['-2014'] ?? ''],
  ],
});

const en: DocTexts = {
  title: 'Bot API',
  intro:
    'This exchange speaks a subset of the largest exchange’s spot API under `/api/v3` on the same server, so bots and libraries written for it (ccxt’s `binance` class among them) work here once their base URL points here. Every order a bot places is an ordinary spot order: the same order books, the same ledger, the same history in the app.',
  sections: [
    {
      id: 'keys',
      title: 'API keys',
      blocks: [
        'Create keys in the app: Me → Security centre → API management. Creating a key, enabling a disabled one, adding a permission or changing its IP allowlist asks for a verification code first.',
        {
          list: [
            'HMAC-SHA256 keys: the server makes the secret and shows it once; it is stored encrypted. Ed25519 keys: you upload your public key and sign with your private key; the server never has it.',
            `Permissions: read (always), trade, withdraw. Withdraw is off by default, needs an IP allowlist, and no withdrawal call is served on the bot API yet.`,
            `A key without an IP allowlist loses its trade permission ${API_KEY_TRADE_WITHOUT_IP_DAYS} days after it was created. A key nobody used for ${API_KEY_IDLE_DAYS} days expires.`,
            'Disabling or deleting a key, or a locked account, stops its requests at once. The first use of a key from an address in each hour is written to your security log.',
          ],
        },
      ],
    },
    {
      id: 'signing',
      title: 'Signing requests',
      blocks: [
        `Calls marked USER_DATA or TRADE are signed. Send the key in the \`X-MBX-APIKEY\` header and add \`timestamp\` (milliseconds) and optionally \`recvWindow\` (default ${RECV_WINDOW_DEFAULT_MS}, at most ${RECV_WINDOW_MAX_MS}). A request older than its window, or more than 1 second ahead of the server’s clock, is refused with -1021.`,
        'The signature covers the query string followed by the form body, exactly as sent (percent-encoding included), without the `signature` parameter itself, which you append last. HMAC keys sign with hex HMAC-SHA256; Ed25519 keys with a base64 signature, percent-encoded.',
        { caption: 'Shell, HMAC key (a limit buy):', code: SHELL_HMAC },
        { caption: 'Shell, Ed25519 key: make the key pair once…', code: SHELL_ED25519_KEYS },
        { caption: '…then sign with the private key (reads your balances):', code: SHELL_ED25519 },
        { caption: 'TypeScript (Node.js 20+):', code: TYPESCRIPT },
        { caption: 'ccxt:', code: CCXT },
        'A placement with `newClientOrderId` is safe to repeat: the same order comes back; a different order under the same id is refused ("Duplicate order sent.").',
      ],
    },
    {
      id: 'endpoints',
      title: 'Endpoints',
      blocks: [
        {
          head: ['Call', 'Security', 'Weight'],
          rows: [
            ['GET /api/v3/ping, /time', 'NONE', '1'],
            ['GET /api/v3/exchangeInfo', 'NONE', '20'],
            ['GET /api/v3/depth', 'NONE', '5 to 250 by limit'],
            ['GET /api/v3/trades', 'NONE', '25'],
            ['GET /api/v3/aggTrades, /klines', 'NONE', '2'],
            ['GET /api/v3/ticker/24hr', 'NONE', '2 (one symbol), 80 (all)'],
            ['GET /api/v3/ticker/price, /ticker/bookTicker', 'NONE', '2 (one symbol), 4 (all)'],
            ['POST /api/v3/order (LIMIT, LIMIT_MAKER, MARKET)', 'TRADE', '1'],
            ['GET /api/v3/order', 'USER_DATA', '4'],
            ['DELETE /api/v3/order', 'TRADE', '1'],
            ['GET /api/v3/openOrders', 'USER_DATA', '6 (one symbol), 80 (all)'],
            ['DELETE /api/v3/openOrders', 'TRADE', '1'],
            ['GET /api/v3/allOrders, /myTrades, /account', 'USER_DATA', '20'],
            ['POST, PUT, DELETE /api/v3/userDataStream', 'USER_STREAM (key, no signature)', '2'],
          ],
        },
        'The OpenAPI document of these calls is at `/api/v3/openapi.json`.',
      ],
    },
    {
      id: 'limits',
      title: 'Rate limits',
      blocks: [
        `Each address may use ${PER_MINUTE} request weight per minute. Every answer carries \`X-MBX-USED-WEIGHT-1M\`. Past the limit the answer is 429 with \`Retry-After\`; an address that keeps calling after its 429s is banned with 418, for 2 minutes at first and twice as long at each new ban, up to 3 days.`,
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        'A refusal is `{"code": <negative number>, "msg": "..."}` with the codes below; libraries that map them (ccxt) raise the matching exception.',
        ERRORS_TABLE(['Code', 'HTTP', 'Meaning'], {
          '-1003': 'Too much request weight; 418 when banned',
          '-1021': 'Timestamp outside the recvWindow (ccxt: InvalidNonce)',
          '-1022': 'Signature not valid (AuthenticationError)',
          '-1100': 'A parameter is malformed, missing or not expected',
          '-1013': 'Filter failure: PRICE_FILTER, LOT_SIZE or NOTIONAL',
          '-1121': 'Invalid symbol (BadSymbol)',
          '-2010':
            'Order rejected; "Account has insufficient balance for requested action." (InsufficientFunds)',
          '-2011': 'Unknown order sent, on cancel (OrderNotFound)',
          '-2013': 'Order does not exist (OrderNotFound)',
          '-2014':
            'Key malformed, unknown, disabled, expired, address not allowed or permission missing (AuthenticationError)',
        }),
      ],
    },
    {
      id: 'streams',
      title: 'WebSocket streams',
      blocks: [
        'Market streams: `/ws/<stream>` (several joined with `/`), or `/stream?streams=<a>/<b>` where each event comes as `{"stream": ..., "data": ...}`. Send `{"method": "SUBSCRIBE", "params": [...], "id": 1}`, `UNSUBSCRIBE` or `LIST_SUBSCRIPTIONS` to change them on an open connection (at most 5 messages a second, 100 streams).',
        {
          list: [
            '`<symbol>@depth` or `<symbol>@depth@100ms`: book diffs with first and last update ids U and u.',
            '`<symbol>@trade`, `<symbol>@kline_<interval>` (1m 5m 15m 30m 1h 4h 1d 1w 1M), `<symbol>@bookTicker`, `<symbol>@ticker`.',
          ],
        },
        { caption: 'Keeping a local order book:', code: DEPTH_SYNC },
        `User data: \`POST /api/v3/userDataStream\` gives a listen key, valid ${TTL_MIN} minutes from the last \`PUT\`; connect to \`/ws/<listenKey>\` for \`executionReport\` (orders) and \`outboundAccountPosition\` (balances). Each event carries \`seq\`; after a reconnect, \`/ws/<listenKey>?since=<last seq>\` sends what you missed (the last ${RESUME_EVENTS.toLocaleString('en-US')} events are kept); if they are gone you get \`{"e": "eventsLost"}\` and should read your orders and balances over REST.`,
      ],
    },
  ],
};

const zh: DocTexts = {
  title: '机器人 API',
  intro:
    '本交易所在同一服务器的 `/api/v3` 下提供与最大交易所现货 API 兼容的子集：为其编写的机器人和程序库（包括 ccxt 的 `binance` 类）只需把基础地址指向这里即可使用。机器人下的每一笔订单都是普通现货订单：同样的订单簿、同样的账本，也会出现在 App 的记录中。',
  sections: [
    {
      id: 'keys',
      title: 'API 密钥',
      blocks: [
        '在 App 中创建密钥：我的 → 安全中心 → API 管理。创建密钥、重新启用已停用的密钥、增加权限或修改 IP 白名单前，需要先输入验证码。',
        {
          list: [
            'HMAC-SHA256 密钥：由服务器生成密钥，仅显示一次，加密保存。Ed25519 密钥：您上传公钥，用自己的私钥签名；服务器从不持有私钥。',
            '权限：读取（始终开启）、交易、提币。提币默认关闭，必须设置 IP 白名单，且机器人 API 目前尚未提供提币接口。',
            `未设置 IP 白名单的密钥，自创建起 ${API_KEY_TRADE_WITHOUT_IP_DAYS} 天后失去交易权限。连续 ${API_KEY_IDLE_DAYS} 天未使用的密钥将过期。`,
            '停用或删除密钥、或账户被锁定后，其请求立即停止。每个密钥每小时从每个地址的首次使用会写入您的安全日志。',
          ],
        },
      ],
    },
    {
      id: 'signing',
      title: '请求签名',
      blocks: [
        `标记为 USER_DATA 或 TRADE 的接口需要签名。在 \`X-MBX-APIKEY\` 请求头中发送密钥，并附加 \`timestamp\`（毫秒）及可选的 \`recvWindow\`（默认 ${RECV_WINDOW_DEFAULT_MS}，最大 ${RECV_WINDOW_MAX_MS}）。超出时间窗口、或比服务器时钟快 1 秒以上的请求会被拒绝（-1021）。`,
        '签名内容为查询字符串加表单正文，按发送时的原样（包括百分号编码），不含最后附加的 `signature` 参数本身。HMAC 密钥使用十六进制 HMAC-SHA256；Ed25519 密钥使用 base64 签名并做百分号编码。',
        { caption: 'Shell，HMAC 密钥（限价买入）：', code: SHELL_HMAC },
        { caption: 'Shell，Ed25519 密钥：先生成一次密钥对……', code: SHELL_ED25519_KEYS },
        { caption: '……再用私钥签名（查询余额）：', code: SHELL_ED25519 },
        { caption: 'TypeScript（Node.js 20 及以上）：', code: TYPESCRIPT },
        { caption: 'ccxt：', code: CCXT },
        '带 `newClientOrderId` 的下单可以安全重试：返回同一笔订单；同一 id 下的不同订单会被拒绝（"Duplicate order sent."）。',
      ],
    },
    {
      id: 'endpoints',
      title: '接口',
      blocks: [
        {
          head: ['接口', '安全类型', '权重'],
          rows: [
            ['GET /api/v3/ping, /time', 'NONE', '1'],
            ['GET /api/v3/exchangeInfo', 'NONE', '20'],
            ['GET /api/v3/depth', 'NONE', '按 limit 为 5 至 250'],
            ['GET /api/v3/trades', 'NONE', '25'],
            ['GET /api/v3/aggTrades, /klines', 'NONE', '2'],
            ['GET /api/v3/ticker/24hr', 'NONE', '2（单个交易对），80（全部）'],
            ['GET /api/v3/ticker/price, /ticker/bookTicker', 'NONE', '2（单个交易对），4（全部）'],
            ['POST /api/v3/order（LIMIT、LIMIT_MAKER、MARKET）', 'TRADE', '1'],
            ['GET /api/v3/order', 'USER_DATA', '4'],
            ['DELETE /api/v3/order', 'TRADE', '1'],
            ['GET /api/v3/openOrders', 'USER_DATA', '6（单个交易对），80（全部）'],
            ['DELETE /api/v3/openOrders', 'TRADE', '1'],
            ['GET /api/v3/allOrders, /myTrades, /account', 'USER_DATA', '20'],
            ['POST、PUT、DELETE /api/v3/userDataStream', 'USER_STREAM（仅密钥，无需签名）', '2'],
          ],
        },
        '这些接口的 OpenAPI 文档位于 `/api/v3/openapi.json`。',
      ],
    },
    {
      id: 'limits',
      title: '频率限制',
      blocks: [
        `每个地址每分钟可使用 ${PER_MINUTE} 请求权重。每个响应都带有 \`X-MBX-USED-WEIGHT-1M\`。超出后返回 429 及 \`Retry-After\`；收到 429 后仍持续请求的地址会被 418 封禁，首次 2 分钟，之后每次加倍，最长 3 天。`,
      ],
    },
    {
      id: 'errors',
      title: '错误',
      blocks: [
        '拒绝时返回 `{"code": <负数>, "msg": "..."}`，代码如下；会映射这些代码的程序库（ccxt）会抛出对应的异常。',
        ERRORS_TABLE(['代码', 'HTTP', '含义'], {
          '-1003': '请求权重过多；被封禁时为 418',
          '-1021': '时间戳超出 recvWindow（ccxt：InvalidNonce）',
          '-1022': '签名无效（AuthenticationError）',
          '-1100': '参数格式错误、缺失或不应出现',
          '-1013': '过滤器未通过：PRICE_FILTER、LOT_SIZE 或 NOTIONAL',
          '-1121': '无效交易对（BadSymbol）',
          '-2010':
            '订单被拒绝；"Account has insufficient balance for requested action."（InsufficientFunds）',
          '-2011': '撤单时订单不存在（OrderNotFound）',
          '-2013': '订单不存在（OrderNotFound）',
          '-2014':
            '密钥格式错误、不存在、已停用、已过期、地址不在白名单或缺少权限（AuthenticationError）',
        }),
      ],
    },
    {
      id: 'streams',
      title: 'WebSocket 推送',
      blocks: [
        '行情推送：`/ws/<stream>`（多个用 `/` 连接），或 `/stream?streams=<a>/<b>`，此时每个事件为 `{"stream": ..., "data": ...}`。在已打开的连接上发送 `{"method": "SUBSCRIBE", "params": [...], "id": 1}`、`UNSUBSCRIBE` 或 `LIST_SUBSCRIPTIONS` 进行调整（每秒最多 5 条消息，最多 100 个推送）。',
        {
          list: [
            '`<symbol>@depth` 或 `<symbol>@depth@100ms`：订单簿增量，带首末更新编号 U 和 u。',
            '`<symbol>@trade`、`<symbol>@kline_<interval>`（1m 5m 15m 30m 1h 4h 1d 1w 1M）、`<symbol>@bookTicker`、`<symbol>@ticker`。',
          ],
        },
        { caption: '维护本地订单簿：', code: DEPTH_SYNC },
        `用户数据：\`POST /api/v3/userDataStream\` 返回 listen key，自最近一次 \`PUT\` 起有效 ${TTL_MIN} 分钟；连接 \`/ws/<listenKey>\` 接收 \`executionReport\`（订单）和 \`outboundAccountPosition\`（余额）。每个事件带有 \`seq\`；重连后使用 \`/ws/<listenKey>?since=<最后的 seq>\` 补发遗漏事件（保留最近 ${RESUME_EVENTS} 条）；若已无法补发，会收到 \`{"e": "eventsLost"}\`，请通过 REST 重新读取订单和余额。`,
      ],
    },
  ],
};

export const DOC_TEXTS: Readonly<Record<DocLanguage, DocTexts>> = { en, zh };
