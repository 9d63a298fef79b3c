// The in-app notification texts in Thai (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const TH_TH: Texts = {
  'deposit.credited': {
    title: 'เงินฝากเข้าบัญชีแล้ว',
    body: '{amount} {asset} ({chain}) เข้ากระเป๋าสปอตของคุณแล้ว',
  },
  'withdrawal.approved': {
    title: 'อนุมัติการถอนแล้ว',
    body: 'การถอน {amount} {asset} ({chain}) ของคุณได้รับการอนุมัติแล้ว และจะถูกส่งออกในไม่ช้า',
  },
  'withdrawal.rejected': {
    title: 'การถอนถูกปฏิเสธ',
    body: 'การถอน {amount} {asset} ({chain}) ของคุณถูกปฏิเสธ: {reason} จำนวนเงินได้คืนเข้ากระเป๋าสปอตของคุณแล้ว',
  },
  'withdrawal.sent': {
    title: 'ส่งการถอนแล้ว',
    body: 'ส่ง {amount} {asset} บนเครือข่าย {chain} แล้ว ธุรกรรม: {txid}',
  },
  'spot.buy_filled': {
    title: 'คำสั่งซื้อถูกจับคู่แล้ว',
    body: 'คำสั่งซื้อ {quantity} {base} ใน {symbol} ของคุณถูกจับคู่แล้วที่ราคาเฉลี่ย {price} {quote}',
  },
  'spot.sell_filled': {
    title: 'คำสั่งขายถูกจับคู่แล้ว',
    body: 'คำสั่งขาย {quantity} {base} ใน {symbol} ของคุณถูกจับคู่แล้วที่ราคาเฉลี่ย {price} {quote}',
  },
  'perp.filled': {
    title: 'คำสั่งสัญญาถูกจับคู่แล้ว',
    body: 'คำสั่ง {symbol} จำนวน {quantity} สัญญาของคุณถูกจับคู่แล้วที่ราคาเฉลี่ย {price}',
  },
  'perp.margin_call': {
    title: 'มาร์จิ้นคอลสำหรับ {symbol}',
    body: 'อัตรามาร์จิ้นของสถานะ {symbol} ของคุณถึง {rate} แล้ว โปรดเพิ่มมาร์จิ้นหรือลดสถานะ เมื่อถึง 100% สถานะจะถูกชำระบัญชี',
  },
  'perp.liquidated': {
    title: 'สถานะ {symbol} ถูกชำระบัญชีแล้ว',
    body: 'สถานะ {symbol} ของคุณถึงระดับชำระบัญชี: ปิด {quantity} สัญญาแล้วที่ราคาเฉลี่ย {price}',
  },
  'p2p.message': {
    title: 'ข้อความ P2P ใหม่',
    body: 'คุณมีข้อความใหม่ในคำสั่ง P2P {no}',
  },
  'support.replied': {
    title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว',
    body: '{agent} ส่งรูปภาพถึงคุณ',
  },
  'mining.income': {
    title: 'จ่ายรางวัลการขุดแล้ว',
    body: 'รางวัลการขุด {amount} {coin} จากคำสั่งขุด {order} ประจำวันที่ {day} เข้ากระเป๋าขุดของคุณแล้ว',
  },
  'security.new_device': {
    title: 'เข้าสู่ระบบจากอุปกรณ์ใหม่',
    body: 'มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ที่ไม่เคยใช้มาก่อน: {device}, IP {ip} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้า',
  },
  'security.changed': {
    title: 'การเปลี่ยนแปลงด้านความปลอดภัย: {what}',
    body: 'บัญชีของคุณมีการเปลี่ยนแปลง: {what} ({device}, IP {ip}) หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  },
};

export const TH_TH_SECURITY: SecurityTexts = {
  password_change: 'เปลี่ยนรหัสผ่านเข้าสู่ระบบแล้ว',
  password_reset: 'รีเซ็ตรหัสผ่านเข้าสู่ระบบแล้ว',
  fund_password_set: 'ตั้งรหัสผ่านกองทุนแล้ว',
  fund_password_change: 'เปลี่ยนรหัสผ่านกองทุนแล้ว',
  fund_password_reset: 'รีเซ็ตรหัสผ่านกองทุนแล้ว',
  fund_password_locked: 'รหัสผ่านกองทุนถูกล็อกเนื่องจากป้อนผิดหลายครั้ง',
  email_bind: 'ผูกอีเมลแล้ว',
  phone_bind: 'ผูกหมายเลขโทรศัพท์แล้ว',
  google_bind: 'ผูกแอปยืนยันตัวตนแล้ว',
  google_unbind: 'ยกเลิกการผูกแอปยืนยันตัวตนแล้ว',
  wallet_link: 'เชื่อมกระเป๋าเงินสำหรับเข้าสู่ระบบแล้ว',
};
