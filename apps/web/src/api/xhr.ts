import type { Reply, Send } from './transport';

/** Told the share of the request body sent so far, from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

function aborted(): DOMException {
  return new DOMException('aborted', 'AbortError');
}

/**
 * A carrier over XMLHttpRequest, the one browser API that reports how much of
 * a request body has gone (fetch reports nothing until the reply). It settles
 * the way fetch does, resolving with any HTTP reply and rejecting when none
 * came, so the exchange's timeout, abort, envelope and error mapping apply to
 * it unchanged. Progress is reported only when the browser knows the total:
 * without one there is no honest fraction, and the caller keeps showing an
 * indeterminate state.
 */
export function xhrSend(createXhr: () => XMLHttpRequest, onProgress?: ProgressListener): Send {
  return (url, init) =>
    new Promise<Reply>((resolve, reject) => {
      const { signal } = init;
      if (signal.aborted) {
        reject(aborted());
        return;
      }
      const xhr = createXhr();
      const cancel = () => xhr.abort();
      const settle = () => signal.removeEventListener('abort', cancel);
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) {
            onProgress(Math.min(1, event.loaded / event.total));
          }
        };
      }
      xhr.onload = () => {
        settle();
        const text = xhr.responseText;
        resolve({
          ok: xhr.status >= 200 && xhr.status < 300,
          status: xhr.status,
          json: async () => JSON.parse(text) as unknown,
        });
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('network'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      signal.addEventListener('abort', cancel);
      xhr.send(init.body ?? null);
    });
}
