import type { SecurityTexts, Texts } from './en.js';

export const TH_TH: Texts = {
  'deposit.credited': {
    title: 'ยอดฝากเข้าบัญชีแล้ว',
    body: '{amount} {asset} ({chain}) เข้ากระเป๋าสปอตของคุณแล้ว',
  },
  'withdrawal.approved': {
    title: 'อนุมัติการถอนแล้ว',
    body: 'การถอน {amount} {asset} ({chain}) ของคุณได้รับอนุมัติและจะส่งออกในไม่ช้า',
  },
  'withdrawal.rejected': {
    title: 'การถอนถูกปฏิเสธ',
    body: 'การถอน {amount} {asset} ({chain}) ของคุณถูกปฏิเสธ: {reason} ยอดเงินกลับเข้ากระเป๋าสปอตของคุณแล้ว',
  },
  'withdrawal.sent': {
    title: 'ส่งการถอนแล้ว',
    body: 'ส่ง {amount} {asset} บน {chain} แล้ว ธุรกรรม: {txid}',
  },
  'spot.buy_filled': {
    title: 'คำสั่งซื้อจับคู่ครบแล้ว',
    body: 'คำสั่งซื้อ {quantity} {base} ใน {symbol} จับคู่ครบแล้วที่ราคาเฉลี่ย {price} {quote}',
  },
  'spot.sell_filled': {
    title: 'คำสั่งขายจับคู่ครบแล้ว',
    body: 'คำสั่งขาย {quantity} {base} ใน {symbol} จับคู่ครบแล้วที่ราคาเฉลี่ย {price} {quote}',
  },
  'perp.filled': {
    title: 'คำสั่งสัญญาจับคู่ครบแล้ว',
    body: 'คำสั่ง {symbol} จำนวน {quantity} สัญญาจับคู่ครบแล้วที่ราคาเฉลี่ย {price}',
  },
  'perp.margin_call': {
    title: 'เรียกหลักประกันเพิ่มสำหรับ {symbol}',
    body: 'อัตรามาร์จิ้นของโพสิชัน {symbol} ของคุณถึง {rate} แล้ว เพิ่มมาร์จิ้นหรือลดโพสิชัน เมื่อถึง 100 % โพสิชันจะถูกบังคับปิด',
  },
  'perp.liquidated': {
    title: 'โพสิชัน {symbol} ถูกบังคับปิด',
    body: 'โพสิชัน {symbol} ของคุณถึงระดับบังคับปิด: ปิด {quantity} สัญญาที่ราคาเฉลี่ย {price}',
  },
  'p2p.message': { title: 'ข้อความ P2P ใหม่', body: 'มีข้อความใหม่ในคำสั่ง P2P {no}' },
  'support.replied': { title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว', body: '{agent}: {preview}' },
  'support.image': { title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว', body: '{agent} ส่งรูปภาพถึงคุณ' },
  'mining.income': {
    title: 'จ่ายรายได้จากการขุดแล้ว',
    body: 'รายได้ {amount} {coin} ของคำสั่งขุด {order} สำหรับวันที่ {day} เข้ากระเป๋าการขุดของคุณแล้ว',
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
  password_change: 'เปลี่ยนรหัสผ่านเข้าสู่ระบบ',
  password_reset: 'รีเซ็ตรหัสผ่านเข้าสู่ระบบ',
  fund_password_set: 'ตั้งรหัสผ่านกองทุน',
  fund_password_change: 'เปลี่ยนรหัสผ่านกองทุน',
  fund_password_reset: 'รีเซ็ตรหัสผ่านกองทุน',
  fund_password_locked: 'รหัสผ่านกองทุนถูกล็อกเพราะป้อนผิดหลายครั้ง',
  email_bind: 'ผูกอีเมล',
  phone_bind: 'ผูกหมายเลขโทรศัพท์',
  google_bind: 'ผูกแอปยืนยันตัวตน',
  google_unbind: 'ยกเลิกแอปยืนยันตัวตน',
  wallet_link: 'เชื่อมกระเป๋าเงินสำหรับเข้าสู่ระบบ',
};
