import { HEADER, requestSign } from '@exchange/contracts';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { SignedApi } from './session.js';

/**
 * What browser tests do around the screens they drive, through the same
 * API the apps call: uploads, console calls as an operator, a second
 * operator, and identity verification decided by an operator.
 */

let shade = 0;
/** Uploads a plain PNG as the user of `token` for `purpose`; returns the file id. */
export async function upload(baseUrl: string, token: string, purpose: string): Promise<string> {
  const image = await sharp({
    create: {
      width: 320,
      height: 200,
      channels: 3,
      background: { r: (shade += 37) % 255, g: 90, b: 160 },
    },
  })
    .png()
    .toBuffer();
  const config = (await (await fetch(`${baseUrl}/uc/public/config`)).json()) as {
    data: { signSecret: string };
  };
  const ts = String(Math.floor(Date.now() / 1000));
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${baseUrl}/uc/upload/local/image?purpose=${purpose}`, {
    method: 'POST',
    headers: {
      [HEADER.sign]: requestSign(config.data.signSecret, ts),
      [HEADER.timestamp]: ts,
      [HEADER.token]: token,
    },
    body: form,
  });
  const body = (await response.json()) as { code: number; message: string; data: { id: string } };
  if (body.code !== 0) throw new Error(`upload: ${body.message}`);
  return body.data.id;
}

/** A console API call with an operator's token. */
export async function consoleCall<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/admin-api${path}`, {
    method,
    headers: { 'x-admin-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  totp: string,
): Promise<string> {
  return (
    await consoleCall<{ token: string }>(baseUrl, '', 'POST', '/auth/login', {
      username,
      password,
      totp,
    })
  ).token;
}

/** A further operator with `permissions`, made by `adminToken`, signed in: their token. */
export async function newOperator(
  baseUrl: string,
  adminToken: string,
  prefix: string,
  permissions: readonly string[],
): Promise<string> {
  const role = await consoleCall<{ id: number }>(baseUrl, adminToken, 'POST', '/roles', {
    name: `${prefix}-e2e-${Date.now().toString(36)}`,
    permissions,
  });
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = 'a second operator passphrase';
  const created = await consoleCall<{ totpSecret: string }>(
    baseUrl,
    adminToken,
    'POST',
    '/operators',
    { username, password, roleId: role.id },
  );
  return signIn(baseUrl, username, password, await generate({ secret: created.totpSecret }));
}

export const tokenOf = async (page: Page) =>
  (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';

/** Primary (and, when `advanced`, advanced) verification, each approved by the operator `op`. */
export async function verify(
  baseUrl: string,
  api: SignedApi,
  token: string,
  userId: number,
  name: string,
  op: string,
  advanced: boolean,
) {
  await api('POST', '/approve/real/name', {
    areaCode: 'DE',
    idname: 'passport',
    idCard: `E2E${Date.now().toString(36).toUpperCase()}${userId}`,
    realName: name,
    idCardFront: await upload(baseUrl, token, 'identity'),
    idCardBack: await upload(baseUrl, token, 'identity'),
    handHeldIdCard: await upload(baseUrl, token, 'identity'),
  });
  const approveNewest = async () => {
    const queue = await consoleCall<{ list: { id: number; userId: number }[] }>(
      baseUrl,
      op,
      'GET',
      `/identity/applications?q=${userId}`,
    );
    const id = queue.list.find((a) => a.userId === userId)?.id;
    if (id === undefined) throw new Error(`no application of ${userId}: ${JSON.stringify(queue)}`);
    await consoleCall(baseUrl, op, 'POST', `/identity/applications/${id}/approve`, {});
  };
  await approveNewest();
  if (!advanced) return;
  await api('POST', '/approve/real/high/apply', {
    selfie: await upload(baseUrl, token, 'identity'),
    homeAddress: '1 Market Street',
    workAddress: '2 Exchange Road',
  });
  await approveNewest();
}

/** The user's available balance of `asset` in the spot wallet. */
export const spotBalance = async (api: SignedApi, asset = 'USDT') =>
  (
    await api<{ accounts: { wallet: string; assets: { asset: string; available: string }[] }[] }>(
      'GET',
      '/asset/wallet',
    )
  ).accounts
    .find((a) => a.wallet === 'spot')
    ?.assets.find((a) => a.asset === asset)?.available ?? '0';
