import { Toast } from 'antd-mobile';

/** Toasts behind one small interface, so the API client and guards stay testable. */
export const notify = {
  fail(text: string, durationMs = 2_000): void {
    Toast.show({ icon: 'fail', content: text, duration: durationMs });
  },
  info(text: string, durationMs = 2_000): void {
    Toast.show({ content: text, duration: durationMs });
  },
};
