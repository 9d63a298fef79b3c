import { type EarnConsoleProduct } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { useEarnActions } from '../../api/earn';
import { useI18n } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { invalidFields, ListingProblems, typedProblems } from '../marketFields';
import { NameFields } from '../NameFields';
import { useDraft } from '../useDraft';
import { LockedTerms, SaleFields, TermFields } from './EarnProductFields';
import {
  clockOf,
  NEW_PRODUCT,
  productBody,
  productDraft,
  productProblems,
  termsLocked,
  type ProductContext,
  type ProductDraft,
} from './earnRules';

/**
 * A product, new (saved as a draft) or changed: its names in English
 * (required) and Simplified Chinese, the other languages' names kept as
 * they are; its terms; its sale. After its first sale only the names, the
 * limits, the stock, the dates and the order may change: the terms are
 * shown fixed and sent as they are. What the server would refuse is
 * refused here first (a lock-up's rate range must be one rate).
 */
export function EarnProductForm(props: {
  product: EarnConsoleProduct | null;
  /** The products loaded, for the payout hour and zone they tell. */
  products: readonly EarnConsoleProduct[] | undefined;
  onClose(): void;
}) {
  const { t } = useI18n();
  const { saveProduct } = useEarnActions();
  const { product } = props;
  const { draft, set } = useDraft<ProductDraft>(() =>
    product ? productDraft(product) : NEW_PRODUCT,
  );
  const ctx: ProductContext = { product, clock: clockOf(props.products) };
  const locked = termsLocked(product);
  const problems = productProblems(draft, ctx);
  // A new product's empty fields are not yet wrong: the disabled button says enough.
  const invalid = invalidFields(typedProblems(problems, draft));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0)
      saveProduct.mutate(
        { id: product?.id ?? null, body: productBody(draft, ctx) },
        { onSuccess: props.onClose },
      );
  };

  return (
    <Modal
      title={product ? t('earn.productEdit', { name: product.name }) : t('earn.productNew')}
      onClose={props.onClose}
      testId="earn-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <NameFields
          area="earn"
          saved={product?.names}
          nameEn={draft.nameEn}
          nameZh={draft.nameZh}
          onEn={set('nameEn')}
          onZh={set('nameZh')}
          invalidEn={invalid('nameEn')}
          invalidZh={invalid('nameZh')}
        />
        {locked && product ? (
          <LockedTerms product={product} />
        ) : (
          <TermFields draft={draft} set={set} invalid={invalid} clock={ctx.clock} />
        )}
        <SaleFields draft={draft} set={set} invalid={invalid} product={product} />
        {!product && <p className="muted">{t('earn.draftNote')}</p>}
        <ListingProblems problems={problems} values={draft} testId="earn-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="earn-submit"
          disabled={saveProduct.isPending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
