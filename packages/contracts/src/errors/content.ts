import { defineErrors } from './define.js';

/** Announcements, help centre, FAQ and static pages: 21000-21999. */
export const contentErrors = /* @__PURE__ */ defineErrors('content', [21000, 21999], {
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
  /** Slugs are unique per kind: they are the item's address. */
  CONTENT_SLUG_TAKEN: {
    code: 21001,
    http: 409,
    message: {
      en_US: 'Another item of this kind already uses this slug',
      zh_HK: '同類內容中已有項目使用此網址代稱',
      zh_CN: '同类内容中已有条目使用此网址标识',
      ja_JP: 'この種類の別の項目が既にこのスラッグを使用しています',
      ko_KR: '같은 종류의 다른 항목이 이미 이 슬러그를 사용하고 있습니다',
      th_TH: 'มีรายการประเภทเดียวกันใช้ slug นี้อยู่แล้ว',
      es_ES: 'Otro elemento de este tipo ya usa este slug',
      de_DE: 'Ein anderer Eintrag dieser Art verwendet diesen Slug bereits',
      fr_FR: 'Un autre élément de ce type utilise déjà ce slug',
      id_ID: 'Item lain dengan jenis yang sama sudah memakai slug ini',
    },
  },
  /** A help article without an existing category, or a parent given to another kind. */
  CONTENT_PARENT_INVALID: {
    code: 21002,
    http: 400,
    message: {
      en_US: 'A help article needs an existing help category; other kinds have no parent',
      zh_HK: '幫助文章必須屬於現有的幫助分類；其他類型不可設定上級',
      zh_CN: '帮助文章必须属于现有的帮助分类；其他类型不能设置上级',
      ja_JP: 'ヘルプ記事には既存のヘルプカテゴリが必要です。その他の種類には親を設定できません',
      ko_KR:
        '도움말 글에는 기존 도움말 카테고리가 필요하며, 다른 종류에는 상위 항목을 지정할 수 없습니다',
      th_TH: 'บทความช่วยเหลือต้องอยู่ในหมวดหมู่ช่วยเหลือที่มีอยู่ ประเภทอื่นไม่มีหมวดหมู่แม่',
      es_ES:
        'Un artículo de ayuda necesita una categoría de ayuda existente; los demás tipos no tienen categoría',
      de_DE:
        'Ein Hilfeartikel braucht eine bestehende Hilfekategorie; andere Arten haben keine übergeordnete Kategorie',
      fr_FR:
        "Un article d'aide doit appartenir à une catégorie d'aide existante ; les autres types n'ont pas de parent",
      id_ID:
        'Artikel bantuan memerlukan kategori bantuan yang ada; jenis lain tidak memiliki induk',
    },
  },
  /** A help category is deleted only once it has no articles, drafts included. */
  CONTENT_IN_USE: {
    code: 21003,
    http: 409,
    message: {
      en_US: 'This help category still has articles; move or delete them first',
      zh_HK: '此幫助分類下仍有文章，請先移動或刪除這些文章',
      zh_CN: '该帮助分类下仍有文章，请先移动或删除这些文章',
      ja_JP: 'このヘルプカテゴリにはまだ記事があります。先に移動または削除してください',
      ko_KR: '이 도움말 카테고리에 아직 글이 있습니다. 먼저 옮기거나 삭제하세요',
      th_TH: 'หมวดหมู่ช่วยเหลือนี้ยังมีบทความอยู่ โปรดย้ายหรือลบบทความก่อน',
      es_ES: 'Esta categoría de ayuda aún tiene artículos; muévalos o elimínelos primero',
      de_DE: 'Diese Hilfekategorie enthält noch Artikel; verschieben oder löschen Sie sie zuerst',
      fr_FR:
        "Cette catégorie d'aide contient encore des articles ; déplacez-les ou supprimez-les d'abord",
      id_ID: 'Kategori bantuan ini masih memiliki artikel; pindahkan atau hapus terlebih dahulu',
    },
  },
  /** The static pages (terms, privacy, about, risk) always exist. */
  CONTENT_NOT_DELETABLE: {
    code: 21004,
    http: 409,
    message: {
      en_US: 'Static pages cannot be deleted; edit their text instead',
      zh_HK: '靜態頁面不可刪除，只能編輯內容',
      zh_CN: '静态页面不能删除，只能编辑内容',
      ja_JP: '固定ページは削除できません。本文を編集してください',
      ko_KR: '고정 페이지는 삭제할 수 없습니다. 내용을 수정하세요',
      th_TH: 'ไม่สามารถลบหน้าคงที่ได้ โปรดแก้ไขข้อความแทน',
      es_ES: 'Las páginas estáticas no se pueden eliminar; edite su texto',
      de_DE: 'Statische Seiten können nicht gelöscht werden; bearbeiten Sie stattdessen den Text',
      fr_FR: 'Les pages statiques ne peuvent pas être supprimées ; modifiez plutôt leur texte',
      id_ID: 'Halaman statis tidak dapat dihapus; ubah teksnya saja',
    },
  },
  /** English is every item's fallback: a title always, a body for all but help categories. */
  CONTENT_ENGLISH_REQUIRED: {
    code: 21005,
    http: 400,
    message: {
      en_US: 'English text is required: it is shown wherever a translation is missing',
      zh_HK: '必須提供英文內容：缺少翻譯時將顯示英文',
      zh_CN: '必须提供英文内容：缺少翻译时将显示英文',
      ja_JP: '英語のテキストは必須です。翻訳がない場合に英語が表示されます',
      ko_KR: '영어 텍스트는 필수입니다. 번역이 없으면 영어가 표시됩니다',
      th_TH: 'ต้องมีข้อความภาษาอังกฤษ เพราะจะแสดงแทนเมื่อไม่มีคำแปล',
      es_ES: 'El texto en inglés es obligatorio: se muestra cuando falta una traducción',
      de_DE: 'Englischer Text ist erforderlich: Er wird angezeigt, wo eine Übersetzung fehlt',
      fr_FR: "Le texte anglais est obligatoire : il s'affiche lorsqu'une traduction manque",
      id_ID: 'Teks bahasa Inggris wajib diisi: teks ini ditampilkan saat terjemahan tidak ada',
    },
  },
  /** The web app links the static pages by slug, so they keep their slug and stay published. */
  CONTENT_PAGE_FIXED: {
    code: 21006,
    http: 409,
    message: {
      en_US: 'Static pages cannot be created, renamed or unpublished; only their text can change',
      zh_HK: '靜態頁面不可新增、改名或下架，只能修改內容',
      zh_CN: '静态页面不能新建、改名或下架，只能修改内容',
      ja_JP: '固定ページは作成・名前変更・非公開にできません。本文のみ変更できます',
      ko_KR: '고정 페이지는 생성, 이름 변경, 비공개 처리를 할 수 없으며 내용만 수정할 수 있습니다',
      th_TH: 'หน้าคงที่ไม่สามารถสร้าง เปลี่ยนชื่อ หรือยกเลิกการเผยแพร่ได้ แก้ไขได้เฉพาะข้อความ',
      es_ES:
        'Las páginas estáticas no se pueden crear, renombrar ni despublicar; solo se puede cambiar su texto',
      de_DE:
        'Statische Seiten können nicht angelegt, umbenannt oder zurückgezogen werden; nur ihr Text ist änderbar',
      fr_FR:
        'Les pages statiques ne peuvent être ni créées, ni renommées, ni dépubliées ; seul leur texte peut changer',
      id_ID:
        'Halaman statis tidak dapat dibuat, diganti namanya, atau dibatalkan terbitnya; hanya teksnya yang dapat diubah',
    },
  },
  /** The editor started from a version someone else has since changed (optimistic check). */
  CONTENT_STALE: {
    code: 21007,
    http: 409,
    message: {
      en_US: 'Someone changed this item after you opened it; reload it and make your changes again',
      zh_HK: '您開啟後此內容已被他人修改，請重新載入後再編輯',
      zh_CN: '您打开后该内容已被他人修改，请重新加载后再编辑',
      ja_JP: '開いた後に他の人がこの項目を変更しました。再読み込みしてからもう一度変更してください',
      ko_KR: '열어 본 뒤 다른 사람이 이 항목을 변경했습니다. 다시 불러온 후 변경하세요',
      th_TH: 'มีผู้อื่นแก้ไขรายการนี้หลังจากที่คุณเปิด โปรดโหลดใหม่แล้วแก้ไขอีกครั้ง',
      es_ES:
        'Alguien cambió este elemento después de que lo abriera; recárguelo y vuelva a hacer sus cambios',
      de_DE:
        'Jemand hat diesen Eintrag geändert, nachdem Sie ihn geöffnet haben; laden Sie ihn neu und ändern Sie erneut',
      fr_FR:
        "Quelqu'un a modifié cet élément après son ouverture ; rechargez-le et refaites vos modifications",
      id_ID: 'Seseorang mengubah item ini setelah Anda membukanya; muat ulang lalu ubah kembali',
    },
  },
});

/** Pricing currencies: 22000-22999. */
export const currencyErrors = /* @__PURE__ */ defineErrors('currency', [22000, 22999], {
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
