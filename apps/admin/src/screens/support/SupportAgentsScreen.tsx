import { useState } from 'react';
import { describeError } from '../../api/describe';
import { useSaveAgent, useSupportAgents, type SupportAgent } from '../../api/support';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { Page } from '../../components/Page';

/** What the server takes (`supportAgentBody`): a name of 1 to 30 characters, a capacity of 0 to 50. */
export function agentDraftValid(displayName: string, capacity: string): boolean {
  const name = displayName.trim();
  return (
    name.length >= 1 && name.length <= 30 && /^\d{1,2}$/.test(capacity) && Number(capacity) <= 50
  );
}

/**
 * The support agents (support.manage): each operator holding support.chat,
 * with the name users see and how many open conversations they may hold,
 * both edited in place; their load, whether online, and the last 30 days.
 */
export function SupportAgentsScreen() {
  const { t } = useI18n();
  const agents = useSupportAgents();
  return (
    <Page title={t('supportAgents.title')}>
      <p className="muted">{t('supportAgents.note')}</p>
      {agents.error ? (
        <p className="table-error" role="alert">
          {describeError(agents.error, t)}
        </p>
      ) : !agents.data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : agents.data.length === 0 ? (
        <p className="muted">{t('supportAgents.empty')}</p>
      ) : (
        <div className="panel">
          <table className="edit-table support-agents" data-testid="support-agents">
            <thead>
              <tr>
                <th>{t('supportAgents.operator')}</th>
                <th>{t('supportAgents.displayName')}</th>
                <th>{t('supportAgents.capacity')}</th>
                <th className="num">{t('supportAgents.load')}</th>
                <th>{t('supportAgents.online')}</th>
                <th className="num">{t('supportAgents.resolved')}</th>
                <th className="num">{t('supportAgents.rating')}</th>
                <th>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {agents.data.map((agent) => (
                // Keyed by what was saved: a saved row starts again from the server's values.
                <AgentRow
                  key={`${agent.operatorId}:${agent.displayName}:${agent.capacity}`}
                  agent={agent}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

function AgentRow(props: { agent: SupportAgent }) {
  const { t } = useI18n();
  const save = useSaveAgent();
  const { agent } = props;
  const [name, setName] = useState(agent.displayName);
  const [capacity, setCapacity] = useState(String(agent.capacity));
  const valid = agentDraftValid(name, capacity);
  const changed = name.trim() !== agent.displayName || capacity !== String(agent.capacity);
  const id = agent.operatorId;
  return (
    <tr data-testid="support-agent-row">
      <td>
        <span className="mono">{agent.username}</span>
      </td>
      <td>
        <input
          data-testid={`agent-name-${id}`}
          aria-label={`${agent.username}, ${t('supportAgents.displayName')}`}
          maxLength={30}
          aria-invalid={!valid || undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </td>
      <td>
        <input
          className="num"
          inputMode="numeric"
          data-testid={`agent-capacity-${id}`}
          aria-label={`${agent.username}, ${t('supportAgents.capacity')}`}
          aria-invalid={!valid || undefined}
          size={4}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value.trim())}
        />
      </td>
      <td className="num" data-testid="agent-load">
        {agent.load}
      </td>
      <td>
        <Badge tone={agent.online ? 'ok' : 'neutral'}>
          {agent.online ? t('common.yes') : t('common.no')}
        </Badge>
      </td>
      <td className="num">{agent.resolved30d}</td>
      <td className="num">{agent.rating30d ?? t('supportAgents.noRating')}</td>
      <td>
        <button
          type="button"
          className="small primary"
          data-testid={`agent-save-${id}`}
          title={valid ? undefined : t('supportAgents.invalid')}
          disabled={!changed || !valid || save.isPending}
          onClick={() =>
            save.mutate({ operatorId: id, displayName: name.trim(), capacity: Number(capacity) })
          }
        >
          {t('common.save')}
        </button>
      </td>
    </tr>
  );
}
