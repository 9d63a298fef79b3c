import { HEADER, requestSign } from '@exchange/contracts';

/** A signed API call from the test process, the way the web app makes it. */
export async function apiGet<T>(baseUrl: string, path: string, lang = 'en_US'): Promise<T> {
  const config = (await (await fetch(`${baseUrl}/uc/public/config`)).json()) as {
    data: { signSecret: string };
  };
  const ts = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${baseUrl}/uc${path}`, {
    headers: {
      [HEADER.sign]: requestSign(config.data.signSecret, ts),
      [HEADER.timestamp]: ts,
      [HEADER.lang]: lang,
    },
  });
  const body = (await response.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${path}: code ${body.code}`);
  return body.data;
}
