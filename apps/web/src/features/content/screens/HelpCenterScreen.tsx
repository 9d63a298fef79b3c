import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useHelpCategories } from '../queries';

export default function HelpCenterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useHelpCategories();
  const categories = query.data ?? [];
  return (
    <div className="screen">
      <PageHeader title={t('content.helpCenter')} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={categories.length === 0}
        onRetry={() => void query.refetch()}
      >
        <List className="faq-entry">
          <List.Item onClick={() => navigate('/CommonProblem')}>{t('content.faq')}</List.Item>
        </List>
        {categories.map((category) => (
          <List key={category.id} header={category.title} className="help-category">
            {category.articles.map((article) => (
              <List.Item key={article.id} onClick={() => navigate(`/helpDetail?id=${article.id}`)}>
                {article.title}
              </List.Item>
            ))}
          </List>
        ))}
      </QueryState>
    </div>
  );
}
