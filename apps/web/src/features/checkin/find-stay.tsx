import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { bookingToken } from './api';

interface FindStayProps {
  contextToken: string;
  onFound: (token: string) => void;
  /** checkout: the stay must be in house; checkin: before or on arrival (the server's booking search). */
  finalidade: 'checkin' | 'checkout';
  title: string;
  intro: string;
}

/** The booking search of the pages opened from a hotel link without a booking token (/checkout, /fill-preferences). */
export function FindStay({ contextToken, onFound, finalidade, title, intro }: FindStayProps) {
  const { t } = useT();
  const [voucher, setVoucher] = useState('');
  const [name, setName] = useState('');
  const search = useMutation({
    mutationFn: () => bookingToken(contextToken, { voucher: voucher.trim(), nome: name.trim(), finalidade }),
    onSuccess: (reply) => onFound(reply.token),
  });
  const canSubmit = voucher.trim() !== '' && name.trim().split(/\s+/).length >= 2;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !search.isPending) search.mutate();
      }}
    >
      <Stack gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>{intro}</Text>
        <TextInput
          label={t('checkin.search.voucher')}
          value={voucher}
          onChange={(e) => setVoucher(e.currentTarget.value)}
          autoComplete="off"
          required
        />
        <TextInput
          label={t('checkin.search.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="name"
          required
        />
        <Button type="submit" size="md" loading={search.isPending} disabled={!canSubmit}>
          {t('checkin.search.submit')}
        </Button>
      </Stack>
    </form>
  );
}
