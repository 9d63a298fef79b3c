import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppealImages } from './appealImages';
import type { ApiClient } from './client';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let revoked: string[] = [];
beforeEach(() => {
  revoked = [];
  let made = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:image-${(made += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function client() {
  const blob = vi.fn(async (_path: string) => new Blob(['png'], { type: 'image/png' }));
  return { api: { blob } as unknown as ApiClient, blob };
}

describe('the case file’s images', () => {
  it('fetches a file named twice once, and lets every image go on reset', async () => {
    const { api, blob } = client();
    const images = createAppealImages(api, 3);
    const seen = vi.fn();
    images.subscribe(seen);
    images.want('proof-1');
    images.want('proof-1');
    images.want('stmt-2');
    await tick();
    expect(blob.mock.calls.map(([path]) => path)).toEqual([
      '/p2p/appeals/3/files/proof-1',
      '/p2p/appeals/3/files/stmt-2',
    ]);
    expect(images.snapshot()).toEqual({
      'proof-1': { url: 'blob:image-1', error: null },
      'stmt-2': { url: 'blob:image-2', error: null },
    });
    expect(seen).toHaveBeenCalledTimes(2);
    images.reset();
    expect(revoked).toEqual(['blob:image-1', 'blob:image-2']);
    expect(images.snapshot()).toEqual({});
  });

  it('sends nothing for a mount undone at once (StrictMode), and fetches on the next', async () => {
    const { api, blob } = client();
    const images = createAppealImages(api, 3);
    images.want('proof-1');
    images.reset();
    await tick();
    expect(blob).not.toHaveBeenCalled();
    images.want('proof-1');
    await tick();
    expect(blob).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal in place and asks again on retry', async () => {
    const blob = vi
      .fn()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValueOnce(new Blob(['png'], { type: 'image/png' }));
    const images = createAppealImages({ blob } as unknown as ApiClient, 3);
    images.want('proof-1');
    await tick();
    expect(images.snapshot()['proof-1']?.error).toBeInstanceOf(Error);
    images.want('proof-1');
    await tick();
    expect(blob).toHaveBeenCalledTimes(1);
    images.retry('proof-1');
    expect(images.snapshot()['proof-1']).toEqual({ url: null, error: null });
    await tick();
    expect(images.snapshot()['proof-1']?.url).toBe('blob:image-1');
  });
});
