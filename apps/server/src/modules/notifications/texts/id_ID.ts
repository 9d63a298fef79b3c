// The in-app notification texts in Indonesian (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const ID_ID: Texts = {
  'deposit.credited': {
    title: 'Deposit masuk',
    body: '{amount} {asset} ({chain}) telah masuk ke dompet spot Anda.',
  },
  'withdrawal.approved': {
    title: 'Penarikan disetujui',
    body: 'Penarikan {amount} {asset} ({chain}) Anda telah disetujui dan akan segera dikirim.',
  },
  'withdrawal.rejected': {
    title: 'Penarikan ditolak',
    body: 'Penarikan {amount} {asset} ({chain}) Anda ditolak: {reason}. Jumlahnya telah kembali ke dompet spot Anda.',
  },
  'withdrawal.sent': {
    title: 'Penarikan dikirim',
    body: '{amount} {asset} telah dikirim melalui jaringan {chain}. Transaksi: {txid}.',
  },
  'spot.buy_filled': {
    title: 'Order beli terisi',
    body: 'Order Anda untuk membeli {quantity} {base} di {symbol} telah terisi pada harga rata-rata {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Order jual terisi',
    body: 'Order Anda untuk menjual {quantity} {base} di {symbol} telah terisi pada harga rata-rata {price} {quote}.',
  },
  'perp.filled': {
    title: 'Order kontrak terisi',
    body: 'Order {symbol} Anda sebanyak {quantity} kontrak telah terisi pada harga rata-rata {price}.',
  },
  'perp.margin_call': {
    title: 'Margin call pada {symbol}',
    body: 'Rasio margin posisi {symbol} Anda telah mencapai {rate}. Tambahkan margin atau kurangi posisi: pada 100% posisi akan dilikuidasi.',
  },
  'perp.liquidated': {
    title: 'Posisi {symbol} dilikuidasi',
    body: 'Posisi {symbol} Anda mencapai tingkat likuidasi: {quantity} kontrak ditutup pada harga rata-rata {price}.',
  },
  'p2p.message': {
    title: 'Pesan P2P baru',
    body: 'Anda memiliki pesan baru di pesanan P2P {no}.',
  },
  'support.replied': {
    title: 'Layanan pelanggan membalas',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: 'Layanan pelanggan membalas',
    body: '{agent} mengirimi Anda gambar.',
  },
  'mining.income': {
    title: 'Pendapatan penambangan dibayarkan',
    body: '{amount} {coin} dari order penambangan {order} untuk {day} telah dibayarkan ke dompet penambangan Anda.',
  },
  'security.new_device': {
    title: 'Login dari perangkat baru',
    body: 'Akun Anda login dari perangkat yang belum pernah kami lihat: {device}, IP {ip}. Jika ini bukan Anda, segera ubah kata sandi dan hubungi layanan pelanggan.',
  },
  'security.changed': {
    title: 'Perubahan keamanan: {what}',
    body: '{what} pada akun Anda ({device}, IP {ip}). Jika ini bukan Anda, segera hubungi layanan pelanggan.',
  },
};

export const ID_ID_SECURITY: SecurityTexts = {
  password_change: 'Kata sandi masuk diubah',
  password_reset: 'Kata sandi masuk diatur ulang',
  fund_password_set: 'Kata sandi dana dibuat',
  fund_password_change: 'Kata sandi dana diubah',
  fund_password_reset: 'Kata sandi dana diatur ulang',
  fund_password_locked: 'Kata sandi dana dikunci setelah beberapa kali salah',
  email_bind: 'Alamat email dihubungkan',
  phone_bind: 'Nomor telepon dihubungkan',
  google_bind: 'Aplikasi autentikator dihubungkan',
  google_unbind: 'Aplikasi autentikator dilepas',
  wallet_link: 'Dompet dihubungkan untuk login',
};
