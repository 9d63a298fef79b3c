import type { Check } from '../account/validation';

/**
 * Client checks mirroring `primaryApplicationBody` and
 * `advancedApplicationBody` in the contracts, so a mistake shows beside its
 * field before a round trip. Upper length limits are the inputs' maxLength
 * (the server trims first, so a value that fits the input fits the schema).
 */
const NATIONALITY_PATTERN = /^[A-Za-z]{2}$/;
const ID_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/;

export const MAX_LENGTH = {
  realName: 64,
  idCard: 32,
  address: 200,
  relativeName: 64,
  relation: 32,
  relativePhone: 32,
} as const;

const required = (value: string): Check =>
  value.trim() === '' ? 'account.error.required' : undefined;

export function checkChoice(value: string): Check {
  return value === '' ? 'identity.error.choose' : undefined;
}

export function checkNationality(value: string): Check {
  return (
    checkChoice(value) ?? (NATIONALITY_PATTERN.test(value) ? undefined : 'identity.error.choose')
  );
}

export function checkIdNumber(value: string): Check {
  return (
    required(value) ??
    (ID_NUMBER_PATTERN.test(value.trim()) ? undefined : 'identity.error.idNumber')
  );
}

/** Real name and addresses: anything but blank. */
export function checkText(value: string): Check {
  return required(value);
}

/** Blank fields are left out of the body, as the server would drop them. */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
