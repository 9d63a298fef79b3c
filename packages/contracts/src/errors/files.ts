import { defineErrors } from './define.js';

/**
 * Uploaded files (identity documents, appeal proof, loan documents, chat
 * images): 23000-23999. The first two are the spec's "image too large" and
 * "image upload failed".
 */
export const filesErrors = /* @__PURE__ */ defineErrors('files', [23000, 23999], {
  /** The upload passed its purpose's limit; reading stopped there. */
  IMAGE_TOO_LARGE: {
    code: 23000,
    http: 413,
    message: {
      en_US: 'Image too large: at most {maxMb} MB',
      zh_HK: '圖片過大：最大 {maxMb} MB',
      zh_CN: '图片过大：最大 {maxMb} MB',
      ja_JP: '画像が大きすぎます：最大 {maxMb} MB',
      ko_KR: '이미지가 너무 큽니다: 최대 {maxMb} MB',
      th_TH: 'รูปภาพมีขนาดใหญ่เกินไป: สูงสุด {maxMb} MB',
      es_ES: 'Imagen demasiado grande: máximo {maxMb} MB',
      de_DE: 'Bild zu groß: höchstens {maxMb} MB',
      fr_FR: 'Image trop volumineuse : {maxMb} Mo au maximum',
      id_ID: 'Gambar terlalu besar: maksimal {maxMb} MB',
    },
  },
  /** The image could not be decoded, re-encoded or stored; nothing was kept. */
  IMAGE_UPLOAD_FAILED: {
    code: 23001,
    http: 400,
    message: {
      en_US: 'Image upload failed',
      zh_HK: '圖片上傳失敗',
      zh_CN: '图片上传失败',
      ja_JP: '画像のアップロードに失敗しました',
      ko_KR: '이미지 업로드에 실패했습니다',
      th_TH: 'อัปโหลดรูปภาพไม่สำเร็จ',
      es_ES: 'Error al subir la imagen',
      de_DE: 'Bild-Upload fehlgeschlagen',
      fr_FR: "Échec de l'envoi de l'image",
      id_ID: 'Gagal mengunggah gambar',
    },
  },
  /** The bytes are not a JPEG, PNG, GIF or BMP, whatever the name or declared type says. */
  IMAGE_TYPE_NOT_ALLOWED: {
    code: 23002,
    http: 415,
    message: {
      en_US: 'Image type not allowed: JPG, JPEG, GIF, BMP or PNG only',
      zh_HK: '不支援的圖片格式：僅限 JPG、JPEG、GIF、BMP 或 PNG',
      zh_CN: '不支持的图片格式：仅限 JPG、JPEG、GIF、BMP 或 PNG',
      ja_JP: '許可されていない画像形式です：JPG、JPEG、GIF、BMP、PNG のみ',
      ko_KR: '허용되지 않는 이미지 형식입니다: JPG, JPEG, GIF, BMP 또는 PNG만 가능',
      th_TH: 'ไม่อนุญาตประเภทรูปภาพนี้: เฉพาะ JPG, JPEG, GIF, BMP หรือ PNG',
      es_ES: 'Tipo de imagen no permitido: solo JPG, JPEG, GIF, BMP o PNG',
      de_DE: 'Bildtyp nicht erlaubt: nur JPG, JPEG, GIF, BMP oder PNG',
      fr_FR: "Type d'image non autorisé : JPG, JPEG, GIF, BMP ou PNG uniquement",
      id_ID: 'Jenis gambar tidak diizinkan: hanya JPG, JPEG, GIF, BMP, atau PNG',
    },
  },
  /** The multipart body had no `file` part, or the file was empty. */
  IMAGE_REQUIRED: {
    code: 23003,
    http: 400,
    message: {
      en_US: 'Please choose an image to upload',
      zh_HK: '請選擇要上傳的圖片',
      zh_CN: '请选择要上传的图片',
      ja_JP: 'アップロードする画像を選択してください',
      ko_KR: '업로드할 이미지를 선택해 주세요',
      th_TH: 'โปรดเลือกรูปภาพที่จะอัปโหลด',
      es_ES: 'Elija una imagen para subir',
      de_DE: 'Bitte wählen Sie ein Bild zum Hochladen',
      fr_FR: 'Veuillez choisir une image à envoyer',
      id_ID: 'Silakan pilih gambar untuk diunggah',
    },
  },
  /**
   * No such file for this caller. Also what anyone but the owner gets, so the
   * answer never tells whether a file exists.
   */
  FILE_NOT_FOUND: {
    code: 23004,
    http: 404,
    message: {
      en_US: 'File not found',
      zh_HK: '檔案不存在',
      zh_CN: '文件不存在',
      ja_JP: 'ファイルが見つかりません',
      ko_KR: '파일을 찾을 수 없습니다',
      th_TH: 'ไม่พบไฟล์',
      es_ES: 'Archivo no encontrado',
      de_DE: 'Datei nicht gefunden',
      fr_FR: 'Fichier introuvable',
      id_ID: 'Berkas tidak ditemukan',
    },
  },
  /** The upload's `purpose` field names no known purpose. */
  FILE_PURPOSE_INVALID: {
    code: 23005,
    http: 400,
    message: {
      en_US: 'Unknown upload purpose; use one of: {purposes}',
      zh_HK: '未知的上傳用途，可選：{purposes}',
      zh_CN: '未知的上传用途，可选：{purposes}',
      ja_JP: '不明なアップロード用途です。次のいずれかを指定してください：{purposes}',
      ko_KR: '알 수 없는 업로드 용도입니다. 다음 중 하나를 사용하세요: {purposes}',
      th_TH: 'ไม่รู้จักวัตถุประสงค์การอัปโหลด ใช้อย่างใดอย่างหนึ่ง: {purposes}',
      es_ES: 'Finalidad de subida desconocida; use una de: {purposes}',
      de_DE: 'Unbekannter Upload-Zweck; erlaubt sind: {purposes}',
      fr_FR: "Finalité d'envoi inconnue ; utilisez l'une de : {purposes}",
      id_ID: 'Tujuan unggahan tidak dikenal; gunakan salah satu: {purposes}',
    },
  },
});
