/**
 * The signing examples of the bot developers' page. The test runs the
 * shell ones, as printed, against a live server: an example that stops
 * working fails CI rather than a reader.
 */

/** HMAC-SHA256: sign the exact query string with the secret; hex signature. */
export const SHELL_HMAC = `API_KEY='your API key'
SECRET='your secret'
BASE='https://your-exchange.example'
QUERY="symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000&timestamp=$(date +%s000)"
SIGNATURE=$(printf '%s' "$QUERY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.*= //')
curl -s -H "X-MBX-APIKEY: $API_KEY" -X POST "$BASE/api/v3/order" -d "$QUERY&signature=$SIGNATURE"`;

/** Ed25519: make a key pair once, upload public.pem; sign with the private key; base64, URL-encoded. */
export const SHELL_ED25519_KEYS = `openssl genpkey -algorithm ed25519 -out private.pem
openssl pkey -in private.pem -pubout -out public.pem   # paste public.pem when you create the key`;

export const SHELL_ED25519 = `API_KEY='your API key'
BASE='https://your-exchange.example'
QUERY="timestamp=$(date +%s000)&recvWindow=5000"
printf '%s' "$QUERY" > payload.txt
SIGNATURE=$(openssl pkeyutl -sign -inkey private.pem -rawin -in payload.txt | base64 -w0 | jq -sRr @uri)
curl -s -H "X-MBX-APIKEY: $API_KEY" "$BASE/api/v3/account?$QUERY&signature=$SIGNATURE"`;

export const TYPESCRIPT = `import { createHmac, createPrivateKey, sign } from 'node:crypto';

const BASE = 'https://your-exchange.example';
const API_KEY = process.env.API_KEY!;

/** HMAC keys: hex HMAC-SHA256 of the exact query string or form body. */
const hmac = (payload: string) =>
  createHmac('sha256', process.env.API_SECRET!).update(payload).digest('hex');

/** Ed25519 keys: base64 signature with your private key (the server holds only the public one). */
const ed25519 = (payload: string) =>
  sign(null, Buffer.from(payload), createPrivateKey(process.env.PRIVATE_KEY_PEM!)).toString('base64');

async function signed(method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, string>) {
  const query = new URLSearchParams({ ...params, timestamp: String(Date.now()) }).toString();
  const signature = encodeURIComponent(hmac(query)); // or ed25519(query)
  const body = \`\${query}&signature=\${signature}\`;
  const res = await fetch(method === 'POST' ? \`\${BASE}\${path}\` : \`\${BASE}\${path}?\${body}\`, {
    method,
    headers: { 'X-MBX-APIKEY': API_KEY, 'content-type': 'application/x-www-form-urlencoded' },
    ...(method === 'POST' ? { body } : {}),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(\`\${answer.code}: \${answer.msg}\`);
  return answer;
}

await signed('POST', '/api/v3/order', {
  symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC',
  quantity: '0.01', price: '50000', newClientOrderId: 'my-bot-0001',
});`;

export const CCXT = `import ccxt from 'ccxt';

const exchange = new ccxt.binance({
  apiKey: process.env.API_KEY,
  secret: process.env.API_SECRET, // or an Ed25519 private key in PEM
  urls: { api: { public: 'https://your-exchange.example/api/v3', private: 'https://your-exchange.example/api/v3' } },
  options: { fetchMarkets: { types: ['spot'] }, fetchCurrencies: false, fetchMargins: false },
});
await exchange.loadMarkets();
await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 50000);`;

export const DEPTH_SYNC = `1. Open  wss://your-exchange.example/ws/btcusdt@depth@100ms  and buffer the events.
2. GET /api/v3/depth?symbol=BTCUSDT&limit=1000  and note lastUpdateId.
3. Drop buffered events whose u <= lastUpdateId.
4. The first event to apply has U <= lastUpdateId + 1 <= u; each next one has U = previous u + 1.
5. Apply each level: quantity "0" removes the price. A gap in U means: start again from 2.`;
