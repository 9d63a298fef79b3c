import { defineErrors } from './define.js';

/** Announcements, help centre, FAQ and static pages: 21000-21999. */
export const contentErrors = defineErrors('content', [21000, 21999], {
  CONTENT_NOT_FOUND: {
    code: 21000,
    http: 404,
    message: {
      en_US: 'This article does not exist or has been removed',
      zh_HK: '該文章不存在或已下架',
      zh_CN: '该文章不存在或已下架',
      ja_JP: 'この記事は存在しないか、削除されました',
      ko_KR: '존재하지 않거나 삭제된 글입니다',
      th_TH: 'ไม่พบบทความนี้หรือถูกนำออกแล้ว',
      es_ES: 'Este artículo no existe o ha sido retirado',
      de_DE: 'Dieser Artikel existiert nicht oder wurde entfernt',
      fr_FR: "Cet article n'existe pas ou a été retiré",
      id_ID: 'Artikel ini tidak ada atau telah dihapus',
    },
  },
});

/** Pricing currencies: 22000-22999. */
export const currencyErrors = defineErrors('currency', [22000, 22999], {
  CURRENCY_NOT_FOUND: {
    code: 22000,
    http: 404,
    message: {
      en_US: 'Pricing currency not found',
      zh_HK: '計價貨幣不存在',
      zh_CN: '计价货币不存在',
      ja_JP: '表示通貨が見つかりません',
      ko_KR: '표시 통화를 찾을 수 없습니다',
      th_TH: 'ไม่พบสกุลเงินที่ใช้แสดงราคา',
      es_ES: 'Moneda de referencia no encontrada',
      de_DE: 'Anzeigewährung nicht gefunden',
      fr_FR: 'Devise de référence introuvable',
      id_ID: 'Mata uang acuan tidak ditemukan',
    },
  },
});
