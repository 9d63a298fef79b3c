import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_LOGIN_PASSWORD_AND_FUND_PASSWORD } from './account-and-security/login-password-and-fund-password.js';
import { ARTICLE_BIND_AUTHENTICATOR_PHONE_AND_EMAIL } from './account-and-security/bind-authenticator-phone-and-email.js';
import { ARTICLE_RECOGNISE_PHISHING_AND_SCAMS } from './account-and-security/recognise-phishing-and-scams.js';
import { ARTICLE_VERIFY_YOUR_IDENTITY } from './account-and-security/verify-your-identity.js';
import { ARTICLE_BUSINESS_CERTIFICATION } from './account-and-security/business-certification.js';

export const HELP_ACCOUNT_AND_SECURITY: SeedHelpCategory = {
  slug: 'account-and-security',
  title: {
    en_US: 'Account and security',
    zh_CN: '账户与安全',
    zh_HK: '帳戶與安全',
    ja_JP: 'アカウントとセキュリティ',
    ko_KR: '계정 및 보안',
    th_TH: 'บัญชีและความปลอดภัย',
    es_ES: 'Cuenta y seguridad',
    de_DE: 'Konto und Sicherheit',
    fr_FR: 'Compte et sécurité',
    id_ID: 'Akun dan keamanan',
  },
  articles: [
    ARTICLE_LOGIN_PASSWORD_AND_FUND_PASSWORD,
    ARTICLE_BIND_AUTHENTICATOR_PHONE_AND_EMAIL,
    ARTICLE_RECOGNISE_PHISHING_AND_SCAMS,
    ARTICLE_VERIFY_YOUR_IDENTITY,
    ARTICLE_BUSINESS_CERTIFICATION,
  ],
};
