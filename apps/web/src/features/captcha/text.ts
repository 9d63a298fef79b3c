import type { Locale } from '@exchange/contracts';
import { useLocale } from '../../state/settings';

/**
 * The slider's own few strings, in every locale. They live here rather than
 * in the shared dictionaries so the check ships as one folder; the
 * `Record<Locale, …>` type makes a missing language a compile error.
 */
export interface CaptchaText {
  readonly title: string;
  readonly verified: string;
  readonly tryAgain: string;
  readonly refresh: string;
  readonly close: string;
}

export const CAPTCHA_TEXT: Readonly<Record<Locale, CaptchaText>> = {
  en_US: {
    title: 'Slide to complete the puzzle',
    verified: 'Verified',
    tryAgain: 'Try again',
    refresh: 'Refresh',
    close: 'Close',
  },
  zh_HK: {
    title: '拖動滑塊完成拼圖',
    verified: '驗證通過',
    tryAgain: '請重試',
    refresh: '換一張',
    close: '關閉',
  },
  zh_CN: {
    title: '拖动滑块完成拼图',
    verified: '验证通过',
    tryAgain: '请重试',
    refresh: '换一张',
    close: '关闭',
  },
  ja_JP: {
    title: 'スライドしてパズルを完成させてください',
    verified: '認証しました',
    tryAgain: 'もう一度お試しください',
    refresh: '更新',
    close: '閉じる',
  },
  ko_KR: {
    title: '슬라이드하여 퍼즐을 완성하세요',
    verified: '인증 완료',
    tryAgain: '다시 시도하세요',
    refresh: '새로고침',
    close: '닫기',
  },
  th_TH: {
    title: 'เลื่อนเพื่อต่อจิ๊กซอว์ให้สมบูรณ์',
    verified: 'ยืนยันแล้ว',
    tryAgain: 'ลองอีกครั้ง',
    refresh: 'รีเฟรช',
    close: 'ปิด',
  },
  es_ES: {
    title: 'Desliza para completar el puzle',
    verified: 'Verificado',
    tryAgain: 'Inténtalo de nuevo',
    refresh: 'Actualizar',
    close: 'Cerrar',
  },
  de_DE: {
    title: 'Schieben, um das Puzzle zu vervollständigen',
    verified: 'Bestätigt',
    tryAgain: 'Bitte erneut versuchen',
    refresh: 'Neu laden',
    close: 'Schließen',
  },
  fr_FR: {
    title: 'Faites glisser pour compléter le puzzle',
    verified: 'Vérifié',
    tryAgain: 'Veuillez réessayer',
    refresh: 'Actualiser',
    close: 'Fermer',
  },
  id_ID: {
    title: 'Geser untuk melengkapi puzzle',
    verified: 'Terverifikasi',
    tryAgain: 'Coba lagi',
    refresh: 'Muat ulang',
    close: 'Tutup',
  },
};

/** The strings in the current interface language. */
export function useCaptchaText(): CaptchaText {
  return CAPTCHA_TEXT[useLocale()];
}
