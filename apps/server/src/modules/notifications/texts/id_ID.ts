import type { SecurityTexts, Texts } from './en.js';

export const ID_ID: Texts = {
  'deposit.credited': {
    title: 'Deposit masuk',
    body: '{amount} {asset} ({chain}) telah masuk ke dompet spot Anda.',
  },
  'withdrawal.approved': {
    title: 'Penarikan disetujui',
    body: 'Penarikan {amount} {asset} ({chain}) Anda disetujui dan akan segera dikirim.',
  },
  'withdrawal.rejected': {
    title: 'Penarikan ditolak',
    body: 'Penarikan {amount} {asset} ({chain}) Anda ditolak: {reason}. Jumlahnya kembali ke dompet spot Anda.',
  },
  'withdrawal.sent': {
    title: 'Penarikan dikirim',
    body: '{amount} {asset} telah dikirim di {chain}. Transaksi: {txid}.',
  },
  'spot.buy_filled': {
    title: 'Order beli terisi',
    body: 'Order Anda untuk membeli {quantity} {base} di {symbol} terisi pada harga rata-rata {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Order jual terisi',
    body: 'Order Anda untuk menjual {quantity} {base} di {symbol} terisi pada harga rata-rata {price} {quote}.',
  },
  'perp.filled': {
    title: 'Order kontrak terisi',
    body: 'Order {symbol} Anda sebanyak {quantity} kontrak terisi pada harga rata-rata {price}.',
  },
  'perp.margin_call': {
    title: 'Margin call pada {symbol}',
    body: 'Rasio margin posisi {symbol} Anda mencapai {rate}. Tambahkan margin atau kurangi posisi: pada 100 % posisi dilikuidasi.',
  },
  'perp.liquidated': {
    title: 'Posisi {symbol} dilikuidasi',
    body: 'Posisi {symbol} Anda mencapai tingkat likuidasi: {quantity} kontrak ditutup pada harga rata-rata {price}.',
  },
  'p2p.message': { title: 'Pesan P2P baru', body: 'Ada pesan baru pada pesanan P2P {no}.' },
  'support.replied': { title: 'Layanan pelanggan membalas', body: '{agent}: {preview}' },
  'support.image': { title: 'Layanan pelanggan membalas', body: '{agent} mengirimi Anda gambar.' },
  'mining.income': {
    title: 'Pendapatan mining dibayarkan',
    body: '{amount} {coin} dari order mining {order} untuk {day} telah dibayarkan ke dompet mining Anda.',
  },
  'security.new_device': {
    title: 'Masuk dari perangkat baru',
    body: 'Akun Anda masuk dari perangkat yang belum pernah kami lihat: {device}, IP {ip}. Jika ini bukan Anda, segera ubah kata sandi dan hubungi layanan pelanggan.',
  },
  'security.changed': {
    title: 'Perubahan keamanan: {what}',
    body: '{what} pada akun Anda ({device}, IP {ip}). Jika ini bukan Anda, segera hubungi layanan pelanggan.',
  },
};

export const ID_ID_SECURITY: SecurityTexts = {
  password_change: 'Kata sandi login diubah',
  password_reset: 'Kata sandi login diatur ulang',
  fund_password_set: 'Kata sandi dana dibuat',
  fund_password_change: 'Kata sandi dana diubah',
  fund_password_reset: 'Kata sandi dana diatur ulang',
  fund_password_locked: 'Kata sandi dana dikunci setelah salah berulang kali',
  email_bind: 'Alamat email ditautkan',
  phone_bind: 'Nomor telepon ditautkan',
  google_bind: 'Aplikasi autentikator ditautkan',
  google_unbind: 'Aplikasi autentikator dihapus',
  wallet_link: 'Dompet ditautkan untuk login',
};
