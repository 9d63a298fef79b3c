import { defineErrors } from './define.js';

/** Proof of liabilities: 30500-30999. */
export const liabilityErrors = /* @__PURE__ */ defineErrors('liabilities', [30500, 30999], {
  LIABILITY_ROUND_NOT_FOUND: {
    code: 30500,
    http: 404,
    message: {
      en_US: 'No published proof-of-liabilities round was found',
      zh_HK: '找不到已發佈的負債證明輪次',
      zh_CN: '找不到已发布的负债证明轮次',
      ja_JP: '公開済みの負債証明ラウンドが見つかりません',
      ko_KR: '게시된 부채 증명 회차를 찾을 수 없습니다',
      th_TH: 'ไม่พบรอบหลักฐานหนี้สินที่เผยแพร่แล้ว',
      es_ES: 'No se encontró ninguna ronda publicada de prueba de pasivos',
      de_DE: 'Keine veröffentlichte Runde des Verbindlichkeitsnachweises gefunden',
      fr_FR: 'Aucune campagne publiée de preuve de passif n’a été trouvée',
      id_ID: 'Tidak ada putaran bukti kewajiban yang dipublikasikan',
    },
  },
  /** A round asked for while another is being built. */
  LIABILITY_ROUND_RUNNING: {
    code: 30501,
    http: 409,
    message: {
      en_US: 'A proof-of-liabilities round is being built; try again when it is published',
      zh_HK: '負債證明輪次正在生成，請在發佈後再試',
      zh_CN: '负债证明轮次正在生成，请在发布后再试',
      ja_JP: '負債証明ラウンドを作成中です。公開後にもう一度お試しください',
      ko_KR: '부채 증명 회차를 생성하는 중입니다. 게시된 후 다시 시도하세요',
      th_TH: 'กำลังสร้างรอบหลักฐานหนี้สิน โปรดลองอีกครั้งเมื่อเผยแพร่แล้ว',
      es_ES: 'Se está generando una ronda de prueba de pasivos; inténtelo cuando se publique',
      de_DE:
        'Eine Runde des Verbindlichkeitsnachweises wird erstellt; versuchen Sie es nach der Veröffentlichung erneut',
      fr_FR: 'Une campagne de preuve de passif est en cours ; réessayez une fois publiée',
      id_ID: 'Putaran bukti kewajiban sedang dibuat; coba lagi setelah dipublikasikan',
    },
  },
});
