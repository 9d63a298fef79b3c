import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { grantText } from '../queries';
import { useDemoSwitch } from '../useDemoSwitch';
import '../demo.css';

/**
 * The way into demo trading, and back out of it: what demo mode is, and one
 * button. Shown to signed-in members only.
 */
export function DemoCard() {
  const { t } = useTranslation();
  const inDemo = useSession((state) => state.demo);
  const demo = useDemoSwitch();
  return (
    <section className="demo-card" data-testid="demo-card">
      <div className="demo-card-text">
        <h2 className="demo-card-title">{t('demo.card.title')}</h2>
        <p className="muted small">
          {inDemo ? t('demo.card.inDemo') : t('demo.card.body', grantText())}
        </p>
      </div>
      <Button
        shape="rounded"
        size="small"
        {...(inDemo ? { fill: 'outline' as const } : { color: 'primary' as const })}
        loading={inDemo ? demo.exiting : demo.entering}
        disabled={demo.busy}
        onClick={() => void (inDemo ? demo.exit() : demo.enter())}
      >
        {inDemo ? t('demo.card.back') : t('demo.card.enter')}
      </Button>
    </section>
  );
}
