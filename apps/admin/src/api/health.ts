import { clientConfigSchema, healthSchema } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/context';
import type { Output, Schema } from './client';

export type Health = Output<typeof healthSchema>;

/**
 * Public endpoints outside the console API. `/healthz` answers 503 with an
 * envelope when the database is down, so the body decides; no answer at all
 * is `null` (the API is unreachable), which is a result, not an error.
 */
async function readPublic<T>(fetcher: typeof fetch, url: string, schema: Schema<T>) {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { data?: unknown };
    const parsed = schema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useHealth() {
  const { fetch } = useServices();
  return useQuery({
    queryKey: ['public', 'health'],
    queryFn: async () => {
      const [health, config] = await Promise.all([
        readPublic(fetch, '/healthz', healthSchema),
        readPublic(fetch, '/uc/public/config', clientConfigSchema),
      ]);
      return { health, demoData: config?.demoData ?? null };
    },
    refetchInterval: 10_000,
  });
}
