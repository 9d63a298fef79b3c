/**
 * What a credit loan's applicant is told (the notifications module words
 * it in their language): approved and paid, rejected, overdue, collected.
 */
export type CreditNotice = 'approved' | 'rejected' | 'overdue' | 'collected';
