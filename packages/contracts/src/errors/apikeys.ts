import { defineErrors } from './define.js';

/**
 * API keys in the security centre: 30000-30499. (The bot API itself answers
 * in the Binance dialect, `{code: -1022, msg}`, not with these.)
 */
export const apiKeyErrors = /* @__PURE__ */ defineErrors('apikeys', [30000, 30499], {
  API_KEY_NOT_FOUND: {
    code: 30000,
    http: 404,
    message: {
      en_US: 'This API key was not found',
      zh_HK: '找不到此 API 金鑰',
      zh_CN: '找不到此 API 密钥',
      ja_JP: 'この API キーは見つかりません',
      ko_KR: '이 API 키를 찾을 수 없습니다',
      th_TH: 'ไม่พบคีย์ API นี้',
      es_ES: 'No se encontró esta clave de API',
      de_DE: 'Dieser API-Schlüssel wurde nicht gefunden',
      fr_FR: 'Cette clé API est introuvable',
      id_ID: 'Kunci API ini tidak ditemukan',
    },
  },
  API_KEY_LIMIT: {
    code: 30001,
    http: 400,
    message: {
      en_US: 'You already have {max} API keys; delete one first',
      zh_HK: '您已有 {max} 個 API 金鑰，請先刪除一個',
      zh_CN: '您已有 {max} 个 API 密钥，请先删除一个',
      ja_JP: 'API キーはすでに {max} 個あります。先に 1 つ削除してください',
      ko_KR: '이미 API 키가 {max}개 있습니다. 먼저 하나를 삭제하세요',
      th_TH: 'คุณมีคีย์ API ครบ {max} รายการแล้ว โปรดลบออกหนึ่งรายการก่อน',
      es_ES: 'Ya tiene {max} claves de API; elimine una primero',
      de_DE: 'Sie haben bereits {max} API-Schlüssel; löschen Sie zuerst einen',
      fr_FR: 'Vous avez déjà {max} clés API ; supprimez-en une d’abord',
      id_ID: 'Anda sudah memiliki {max} kunci API; hapus satu terlebih dahulu',
    },
  },
  /** An Ed25519 key asked for without a valid Ed25519 public key. */
  API_KEY_PUBLIC_KEY_INVALID: {
    code: 30002,
    http: 400,
    message: {
      en_US: 'Paste an Ed25519 public key (PEM beginning with -----BEGIN PUBLIC KEY-----)',
      zh_HK: '請貼上 Ed25519 公鑰（以 -----BEGIN PUBLIC KEY----- 開頭的 PEM）',
      zh_CN: '请粘贴 Ed25519 公钥（以 -----BEGIN PUBLIC KEY----- 开头的 PEM）',
      ja_JP: 'Ed25519 公開鍵（-----BEGIN PUBLIC KEY----- で始まる PEM）を貼り付けてください',
      ko_KR: 'Ed25519 공개 키(-----BEGIN PUBLIC KEY-----로 시작하는 PEM)를 붙여 넣으세요',
      th_TH: 'วางคีย์สาธารณะ Ed25519 (PEM ที่ขึ้นต้นด้วย -----BEGIN PUBLIC KEY-----)',
      es_ES: 'Pegue una clave pública Ed25519 (PEM que empiece por -----BEGIN PUBLIC KEY-----)',
      de_DE:
        'Fügen Sie einen öffentlichen Ed25519-Schlüssel ein (PEM, beginnend mit -----BEGIN PUBLIC KEY-----)',
      fr_FR: 'Collez une clé publique Ed25519 (PEM commençant par -----BEGIN PUBLIC KEY-----)',
      id_ID: 'Tempel kunci publik Ed25519 (PEM yang diawali -----BEGIN PUBLIC KEY-----)',
    },
  },
  /** The withdraw scope asked for on a key without an IP allowlist. */
  API_KEY_WITHDRAW_NEEDS_IP: {
    code: 30003,
    http: 400,
    message: {
      en_US: 'A key that may withdraw must be limited to trusted IP addresses',
      zh_HK: '可提幣的金鑰必須限定可信 IP 位址',
      zh_CN: '可提币的密钥必须限定可信 IP 地址',
      ja_JP: '出金できるキーは信頼できる IP アドレスに限定する必要があります',
      ko_KR: '출금 권한이 있는 키는 신뢰할 수 있는 IP 주소로 제한해야 합니다',
      th_TH: 'คีย์ที่ถอนได้ต้องจำกัดเฉพาะที่อยู่ IP ที่เชื่อถือได้',
      es_ES: 'Una clave que puede retirar debe limitarse a direcciones IP de confianza',
      de_DE:
        'Ein Schlüssel mit Auszahlungsrecht muss auf vertrauenswürdige IP-Adressen beschränkt sein',
      fr_FR: 'Une clé autorisée à retirer doit être limitée à des adresses IP de confiance',
      id_ID: 'Kunci yang dapat menarik dana harus dibatasi ke alamat IP tepercaya',
    },
  },
  /** An allowlist entry that is not an IP address or a CIDR block. */
  API_KEY_IP_INVALID: {
    code: 30004,
    http: 400,
    message: {
      en_US: '{ip} is not an IP address or range',
      zh_HK: '{ip} 不是 IP 位址或網段',
      zh_CN: '{ip} 不是 IP 地址或网段',
      ja_JP: '{ip} は IP アドレスまたは範囲ではありません',
      ko_KR: '{ip}은(는) IP 주소나 범위가 아닙니다',
      th_TH: '{ip} ไม่ใช่ที่อยู่ IP หรือช่วง IP',
      es_ES: '{ip} no es una dirección ni un rango IP',
      de_DE: '{ip} ist keine IP-Adresse und kein IP-Bereich',
      fr_FR: '{ip} n’est ni une adresse ni une plage IP',
      id_ID: '{ip} bukan alamat atau rentang IP',
    },
  },
  /** An expired key cannot be enabled again; a new one is made instead. */
  API_KEY_EXPIRED: {
    code: 30005,
    http: 400,
    message: {
      en_US: 'This API key expired; create a new one',
      zh_HK: '此 API 金鑰已過期，請建立新的金鑰',
      zh_CN: '此 API 密钥已过期，请创建新的密钥',
      ja_JP: 'この API キーは期限切れです。新しいキーを作成してください',
      ko_KR: '이 API 키는 만료되었습니다. 새 키를 만드세요',
      th_TH: 'คีย์ API นี้หมดอายุแล้ว โปรดสร้างคีย์ใหม่',
      es_ES: 'Esta clave de API caducó; cree una nueva',
      de_DE: 'Dieser API-Schlüssel ist abgelaufen; erstellen Sie einen neuen',
      fr_FR: 'Cette clé API a expiré ; créez-en une nouvelle',
      id_ID: 'Kunci API ini telah kedaluwarsa; buat yang baru',
    },
  },
});
