/** API management in the security centre (not in the spec's route table: new screens). */
export const API_KEYS_PATHS = {
  list: '/apiKeys',
  create: '/apiKeys/new',
  edit: '/apiKeys/:id',
} as const;

export function editPath(id: number): string {
  return `/apiKeys/${id}`;
}
