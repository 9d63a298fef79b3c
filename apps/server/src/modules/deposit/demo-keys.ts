import { parseExtendedPublicKey, type HDKey, type AddressFamily } from '../chain/index.js';

/**
 * Account xpubs of the public BIP-39 test mnemonic ("abandon ... about"). Anyone
 * can derive their private keys, so they serve only simulated chains and tests;
 * production configures its own.
 */
export const DEMO_XPUBS: Readonly<Record<AddressFamily, string>> = {
  btc: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  evm: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  tron: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
};

export function demoKeys(): Record<AddressFamily, HDKey> {
  return {
    btc: parseExtendedPublicKey(DEMO_XPUBS.btc, 'btc'),
    evm: parseExtendedPublicKey(DEMO_XPUBS.evm, 'evm'),
    tron: parseExtendedPublicKey(DEMO_XPUBS.tron, 'tron'),
  };
}
