import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { OperatorService } from './admin.operators.js';

/**
 * The console's first operator (role `superuser`), when there is none yet:
 * a generated password and authenticator secret, written to `file` (mode
 * 0600) for whoever runs the server. `npm run admin:create` does the same on
 * a production database; the embedded default does it at start-up, so the
 * console can be tried at once.
 */
export async function bootstrapOperator(
  operators: OperatorService,
  file: string,
  username = 'admin',
  password = randomBytes(15).toString('base64url'),
): Promise<boolean> {
  if (await operators.any()) return false;
  const created = await operators.bootstrap(username, password);
  const lines = [
    "# The operator console's first operator. Add the secret to an authenticator app, sign in at /admin/,",
    '# create named operators for each person, then disable this one and delete this file.',
    `username=${username}`,
    `password=${password}`,
    `totp_secret=${created.totpSecret}`,
    `otpauth_url=${created.otpauthUrl}`,
    '',
  ];
  await writeFile(file, lines.join('\n'), { mode: 0o600 });
  return true;
}
