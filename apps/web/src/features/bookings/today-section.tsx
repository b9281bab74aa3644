import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import classes from './today.module.css';

/** One of Home's lists: its title and total, its items (each opens its booking), what to do when empty, and "see all". */
export function TodaySection({
  title,
  total,
  empty,
  seeAll,
  testId,
  children,
}: {
  title: string;
  total: number;
  empty: string;
  /** The screen with the whole list, when the user may open it. */
  seeAll: string | null;
  testId: string;
  children: ReactNode[];
}) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={titleId}>
          {title} <span className={classes.total}>({total})</span>
        </Title>
        {seeAll && total > children.length && (
          <Anchor component={Link} to={seeAll} size="sm" aria-describedby={titleId}>
            {t('bookings.today.seeAll', { count: total })}
          </Anchor>
        )}
      </Group>
      {children.length ? (
        <Stack component="ul" gap={0} className={classes.list}>
          {children}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      )}
    </Card>
  );
}

/** An item of a list: a button that opens the booking; the name first, then what the desk needs to know. */
export function TodayItem({
  name,
  detail,
  aside,
  onOpen,
  codRes,
}: {
  name: string;
  detail: ReactNode;
  aside?: ReactNode;
  onOpen: (() => void) | null;
  codRes: number;
}) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div className={classes.main}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          {detail}
        </Text>
      </div>
      {aside && <div className={classes.aside}>{aside}</div>}
    </Group>
  );
  return (
    <li className={classes.item} data-codres={codRes}>
      {onOpen ? (
        <UnstyledButton className={classes.button} onClick={onOpen}>
          {body}
        </UnstyledButton>
      ) : (
        <div className={classes.button}>{body}</div>
      )}
    </li>
  );
}
