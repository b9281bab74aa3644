import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode, useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { forgetFailedPages } from './route-page';

export function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message))
  );
}

/**
 * A page failed to load or render: say so and offer a reload (chunk errors after a deploy need one). Inside the
 * shell it takes the page's place (the shell's own main landmark around it); alone it is the main landmark.
 */
function RouteErrorView({ error, inShell }: { error: unknown; inShell: boolean }) {
  const { t } = useT();
  const chunk = isChunkError(error);
  // Leaving this view (another route, or back later) lets a page whose chunk failed be downloaded again.
  useEffect(() => () => forgetFailedPages(), []);
  return (
    <Center component={inShell ? 'div' : 'main'} mih={inShell ? '50vh' : '100vh'} p="md">
      <Stack align="center" gap="md" maw={480} data-testid={chunk ? 'chunk-error' : undefined}>
        <Title order={1} size="h2">
          {t('errors.page.internalTitle')}
        </Title>
        <Text ta="center">
          {chunk ? t('errors.page.chunk') : t('common.errors.internal', { error: error instanceof Error ? error.message : String(error) })}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('errors.page.reload')}</Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  children: ReactNode;
  resetKey: string;
  inShell: boolean;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    // Navigating elsewhere clears the error.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} inShell={this.props.inShell} /> : this.props.children;
  }
}

/**
 * Around the routed page of either entry, and inside the signed-in shell around its page (`inShell`: the drawer and
 * the header stay); `resetKey` is the path (navigating elsewhere clears the error).
 */
export function RouteErrorBoundary({ resetKey, inShell = false, children }: { resetKey: string; inShell?: boolean; children: ReactNode }) {
  return (
    <Boundary resetKey={resetKey} inShell={inShell}>
      {children}
    </Boundary>
  );
}
