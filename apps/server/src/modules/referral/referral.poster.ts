import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '@exchange/contracts';
import QRCode from 'qrcode';

/**
 * Draws a user's shareable invitation poster: brand, a headline and sub-line
 * in their language, the invitation code, a QR code of the link and the link
 * itself. Pure apart from drawing: the same input gives the same PNG.
 *
 * Fonts are system fonts only (nothing is registered or fetched). Each family
 * list starts with what Debian's fonts-noto-cjk / fonts-thai-tlwg install,
 * then common desktop names, then a generic family; Skia skips a missing
 * family and falls back per glyph, so a machine without them still renders.
 */

export interface PosterInput {
  /** The 8-character invitation code, e.g. "K7M2QX9P". */
  readonly code: string;
  /** The absolute invitation link, encoded in the QR code. */
  readonly link: string;
  readonly locale: Locale;
  /** The platform's display name. */
  readonly brand: string;
}

/** Canvas size and where the QR code (with its white quiet zone) is drawn. */
export const POSTER = {
  width: 750,
  height: 1334,
  /** The QR image, quiet zone included: a square `qrSize` wide at (qrX, qrY). */
  qrX: 175,
  qrY: 640,
  qrSize: 400,
} as const;

const MARGIN_X = 56;
const CONTENT_WIDTH = POSTER.width - 2 * MARGIN_X;
const CENTER_X = POSTER.width / 2;
const BRAND_Y = 112;
const LOGO_SIZE = 56;
const HEADLINE_Y = 252;
const SUBLINE_Y = 326;
const PANEL = { x: MARGIN_X, y: 392, width: CONTENT_WIDTH, height: 178, radius: 28 };
const CARD_PADDING = 20;
const CARD_RADIUS = 28;
const CODE_SPACING = 10;
const QR_MARGIN_MODULES = 2;
const CAPTION_Y = POSTER.qrY + POSTER.qrSize + CARD_PADDING + 56;
const DIVIDER_Y = POSTER.height - 136;
const LINK_Y = POSTER.height - 82;

const COLOR = {
  bgTop: '#0b0e11',
  bgBottom: '#161a24',
  accent: '#f0b90b',
  accentDeep: '#c99400',
  text: '#ffffff',
  muted: '#a7afbd',
  faint: '#6b7382',
  panel: 'rgba(255, 255, 255, 0.05)',
  panelEdge: 'rgba(240, 185, 11, 0.45)',
  rule: 'rgba(255, 255, 255, 0.1)',
} as const;

const LATIN_FONTS = '"Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans"';
const FONTS: Record<Locale, string> = {
  en_US: LATIN_FONTS,
  es_ES: LATIN_FONTS,
  de_DE: LATIN_FONTS,
  fr_FR: LATIN_FONTS,
  id_ID: LATIN_FONTS,
  zh_CN: '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei"',
  zh_HK:
    '"Noto Sans CJK HK", "Noto Sans CJK TC", "Noto Sans HK", "PingFang HK", "Microsoft JhengHei"',
  ja_JP: '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", Meiryo',
  ko_KR: '"Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"',
  th_TH: '"Noto Sans Thai", "Noto Sans Thai UI", Waree, Loma, Garuda, Tahoma, "Leelawadee UI"',
};

/** The poster's words per language; honest about what it is, no promises of rewards. */
const HEADLINE: Record<Locale, string> = {
  en_US: 'Trade crypto with me',
  zh_HK: '與我一起交易加密貨幣',
  zh_CN: '和我一起交易加密货币',
  ja_JP: '一緒に暗号資産を取引しよう',
  ko_KR: '저와 함께 암호화폐를 거래하세요',
  th_TH: 'มาเทรดคริปโตกับฉัน',
  es_ES: 'Opera con cripto conmigo',
  de_DE: 'Handle Krypto mit mir',
  fr_FR: 'Tradez des cryptos avec moi',
  id_ID: 'Trading kripto bersama saya',
};
const SUBLINE: Record<Locale, string> = {
  en_US: 'Sign up with my invitation code',
  zh_HK: '使用我的邀請碼註冊',
  zh_CN: '使用我的邀请码注册',
  ja_JP: '私の招待コードで登録してください',
  ko_KR: '제 초대 코드로 가입하세요',
  th_TH: 'สมัครด้วยรหัสเชิญของฉัน',
  es_ES: 'Regístrate con mi código de invitación',
  de_DE: 'Registriere dich mit meinem Einladungscode',
  fr_FR: 'Inscrivez-vous avec mon code d’invitation',
  id_ID: 'Daftar dengan kode undangan saya',
};
const CODE_LABEL: Record<Locale, string> = {
  en_US: 'Invitation code',
  zh_HK: '邀請碼',
  zh_CN: '邀请码',
  ja_JP: '招待コード',
  ko_KR: '초대 코드',
  th_TH: 'รหัสเชิญ',
  es_ES: 'Código de invitación',
  de_DE: 'Einladungscode',
  fr_FR: 'Code d’invitation',
  id_ID: 'Kode undangan',
};
const SCAN: Record<Locale, string> = {
  en_US: 'Scan to register',
  zh_HK: '掃碼註冊',
  zh_CN: '扫码注册',
  ja_JP: 'スキャンして登録',
  ko_KR: '스캔하여 가입하기',
  th_TH: 'สแกนเพื่อลงทะเบียน',
  es_ES: 'Escanea para registrarte',
  de_DE: 'Zum Registrieren scannen',
  fr_FR: 'Scannez pour vous inscrire',
  id_ID: 'Pindai untuk mendaftar',
};

export async function renderPoster(input: PosterInput): Promise<Buffer> {
  const { locale } = input;
  const words = `${FONTS[locale]}, ${LATIN_FONTS}, sans-serif`;
  const latin = `${LATIN_FONTS}, sans-serif`;
  const canvas = createCanvas(POSTER.width, POSTER.height);
  const ctx = canvas.getContext('2d');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';

  drawBackground(ctx);
  drawBrand(ctx, input.brand, latin);
  ctx.fillStyle = COLOR.text;
  fitLine(ctx, HEADLINE[locale], HEADLINE_Y, `bold {}px ${words}`, [60, 36]);
  ctx.fillStyle = COLOR.muted;
  fitLine(ctx, SUBLINE[locale], SUBLINE_Y, `{}px ${words}`, [30, 20]);

  ctx.beginPath();
  ctx.roundRect(PANEL.x, PANEL.y, PANEL.width, PANEL.height, PANEL.radius);
  ctx.fillStyle = COLOR.panel;
  ctx.fill();
  ctx.strokeStyle = COLOR.panelEdge;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = COLOR.muted;
  fitLine(ctx, CODE_LABEL[locale], PANEL.y + 46, `{}px ${words}`, [26, 18]);
  ctx.fillStyle = COLOR.accent;
  ctx.letterSpacing = `${CODE_SPACING}px`;
  // The spacing also trails the last glyph: shift right by half of it to stay centred.
  const codeFont = `bold {}px ${latin}`;
  fitLine(ctx, input.code, PANEL.y + 116, codeFont, [76, 40], PANEL.width - 64, CODE_SPACING / 2);
  ctx.letterSpacing = '0px';

  await drawQr(ctx, input.link);
  ctx.fillStyle = COLOR.text;
  fitLine(ctx, SCAN[locale], CAPTION_Y, `{}px ${words}`, [30, 20]);

  ctx.fillStyle = COLOR.rule;
  ctx.fillRect(MARGIN_X + 40, DIVIDER_Y, CONTENT_WIDTH - 80, 1);
  ctx.fillStyle = COLOR.faint;
  fitLine(ctx, input.link, LINK_Y, `{}px ${latin}`, [22, 22]);
  return canvas.toBuffer('image/png');
}

function drawBackground(ctx: SKRSContext2D): void {
  const { width, height } = POSTER;
  const base = ctx.createLinearGradient(0, 0, width * 0.4, height);
  base.addColorStop(0, COLOR.bgTop);
  base.addColorStop(1, COLOR.bgBottom);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);
  glow(ctx, width * 0.95, 40, 560, 'rgba(240, 185, 11, 0.20)');
  glow(ctx, 0, height * 0.78, 620, 'rgba(64, 96, 220, 0.16)');
  // Faint concentric rings behind the headline, echoing the glow.
  ctx.strokeStyle = 'rgba(240, 185, 11, 0.07)';
  ctx.lineWidth = 1.5;
  for (let r = 180; r <= 540; r += 90) {
    ctx.beginPath();
    ctx.arc(width * 0.95, 40, r, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

function glow(ctx: SKRSContext2D, x: number, y: number, radius: number, color: string): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, POSTER.width, POSTER.height);
}

/** A gold rounded-square mark with the brand's initial, then the name, centred as a group. */
function drawBrand(ctx: SKRSContext2D, brand: string, fonts: string): void {
  const gap = 18;
  ctx.font = `bold 40px ${fonts}`;
  const name = ellipsize(ctx, brand, CONTENT_WIDTH - LOGO_SIZE - gap);
  const left = CENTER_X - (LOGO_SIZE + gap + ctx.measureText(name).width) / 2;
  const mark = ctx.createLinearGradient(left, BRAND_Y - 28, left + LOGO_SIZE, BRAND_Y + 28);
  mark.addColorStop(0, COLOR.accent);
  mark.addColorStop(1, COLOR.accentDeep);
  ctx.beginPath();
  ctx.roundRect(left, BRAND_Y - LOGO_SIZE / 2, LOGO_SIZE, LOGO_SIZE, 14);
  ctx.fillStyle = mark;
  ctx.fill();
  ctx.fillStyle = COLOR.bgTop;
  ctx.font = `bold 34px ${fonts}`;
  const initial = (Array.from(brand.trim())[0] ?? '').toUpperCase();
  ctx.fillText(initial, left + LOGO_SIZE / 2, BRAND_Y + 1);
  ctx.fillStyle = COLOR.text;
  ctx.font = `bold 40px ${fonts}`;
  ctx.textAlign = 'left';
  ctx.fillText(name, left + LOGO_SIZE + gap, BRAND_Y);
  ctx.textAlign = 'center';
}

/** The QR code (error correction M) on a white rounded card, drawn 1:1 so modules stay crisp. */
async function drawQr(ctx: SKRSContext2D, link: string): Promise<void> {
  const png = await QRCode.toBuffer(link, {
    errorCorrectionLevel: 'M',
    margin: QR_MARGIN_MODULES,
    width: POSTER.qrSize,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  const image = await loadImage(png);
  const { qrX, qrY, qrSize } = POSTER;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 12;
  const card = qrSize + 2 * CARD_PADDING;
  ctx.beginPath();
  ctx.roundRect(qrX - CARD_PADDING, qrY - CARD_PADDING, card, card, CARD_RADIUS);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.restore();
  ctx.drawImage(image, qrX, qrY, qrSize, qrSize);
}

/**
 * Draws `text` centred at `y` in `font` (its `{}` is the size in px), shrinking
 * from `max` to `min` until it fits `width`, then cutting it with "…" if it still does not.
 */
function fitLine(
  ctx: SKRSContext2D,
  text: string,
  y: number,
  font: string,
  [max, min]: readonly [number, number],
  width: number = CONTENT_WIDTH,
  shiftX = 0,
): void {
  for (let size = max; ; size -= 2) {
    ctx.font = font.replace('{}', String(size));
    if (size <= min || ctx.measureText(text).width <= width) break;
  }
  ctx.fillText(ellipsize(ctx, text, width), CENTER_X + shiftX, y);
}

/** `text`, cut and ended with "…" if it is wider than `width` in the current font. */
function ellipsize(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}
