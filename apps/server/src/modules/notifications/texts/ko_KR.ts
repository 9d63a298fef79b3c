// The in-app notification texts in Korean (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const KO_KR: Texts = {
  'deposit.credited': {
    title: '입금 완료',
    body: '{amount} {asset}({chain})이(가) 현물 지갑에 입금되었습니다.',
  },
  'withdrawal.approved': {
    title: '출금 승인',
    body: '{amount} {asset}({chain}) 출금이 승인되었습니다. 곧 전송됩니다.',
  },
  'withdrawal.rejected': {
    title: '출금 거절',
    body: '{amount} {asset}({chain}) 출금이 거절되었습니다: {reason}. 해당 금액은 현물 지갑으로 반환되었습니다.',
  },
  'withdrawal.sent': {
    title: '출금 전송 완료',
    body: '{amount} {asset}이(가) {chain} 네트워크로 전송되었습니다. 트랜잭션: {txid}.',
  },
  'spot.buy_filled': {
    title: '매수 주문 체결',
    body: '{symbol}에서 {quantity} {base} 매수 주문이 평균 체결가 {price} {quote}에 체결되었습니다.',
  },
  'spot.sell_filled': {
    title: '매도 주문 체결',
    body: '{symbol}에서 {quantity} {base} 매도 주문이 평균 체결가 {price} {quote}에 체결되었습니다.',
  },
  'perp.filled': {
    title: '선물 주문 체결',
    body: '{symbol} {quantity}계약 주문이 평균 체결가 {price}에 체결되었습니다.',
  },
  'perp.margin_call': {
    title: '{symbol} 마진콜',
    body: '{symbol} 포지션의 증거금률이 {rate}에 도달했습니다. 증거금을 추가하거나 포지션을 줄이세요. 100%에 도달하면 강제 청산됩니다.',
  },
  'perp.liquidated': {
    title: '{symbol} 포지션 강제 청산',
    body: '{symbol} 포지션이 청산 수준에 도달하여 {quantity}계약이 평균 체결가 {price}에 청산되었습니다.',
  },
  'p2p.message': {
    title: '새 P2P 메시지',
    body: 'P2P 주문 {no}에 새 메시지가 있습니다.',
  },
  'support.replied': {
    title: '고객센터 답변',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: '고객센터 답변',
    body: '{agent}님이 이미지를 보냈습니다.',
  },
  'mining.income': {
    title: '채굴 수익 지급',
    body: '채굴 주문 {order}의 {day} 수익 {amount} {coin}이(가) 채굴 지갑에 지급되었습니다.',
  },
  'security.new_device': {
    title: '새 기기에서 로그인',
    body: '이전에 사용한 적 없는 기기에서 계정에 로그인했습니다: {device}, IP {ip}. 본인이 아니라면 즉시 비밀번호를 변경하고 고객센터에 문의하세요.',
  },
  'security.changed': {
    title: '보안 설정 변경: {what}',
    body: '계정에서 다음 변경이 있었습니다: {what}({device}, IP {ip}). 본인이 아니라면 즉시 고객센터에 문의하세요.',
  },
};

export const KO_KR_SECURITY: SecurityTexts = {
  password_change: '로그인 비밀번호 변경',
  password_reset: '로그인 비밀번호 재설정',
  fund_password_set: '자금 비밀번호 설정',
  fund_password_change: '자금 비밀번호 변경',
  fund_password_reset: '자금 비밀번호 재설정',
  fund_password_locked: '잘못된 입력으로 자금 비밀번호 잠김',
  email_bind: '이메일 주소 연결',
  phone_bind: '휴대폰 번호 연결',
  google_bind: '인증 앱 연결',
  google_unbind: '인증 앱 연결 해제',
  wallet_link: '로그인용 지갑 연결',
};
