import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { RichText } from '../components/RichText';
import { useIdParam } from '../params';
import { useFaq } from '../queries';

export default function CommonProblemScreen() {
  const { t } = useTranslation();
  const query = useFaq();
  // `?id=` opens that answer (the support bot links to one).
  const openId = useIdParam();
  const items = query.data ?? [];
  return (
    <div className="screen">
      <PageHeader title={t('content.faq')} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={items.length === 0}
        onRetry={() => void query.refetch()}
      >
        <Collapse
          accordion
          className="faq-list"
          data-testid="faq-list"
          defaultActiveKey={openId === null ? null : String(openId)}
        >
          {items.map((item) => (
            <Collapse.Panel key={String(item.id)} title={item.question}>
              <RichText text={item.answer} />
            </Collapse.Panel>
          ))}
        </Collapse>
      </QueryState>
    </div>
  );
}
