// One booth contract in the console: its seats (paid seats, reassignment) and its company's daily
// sending cap. Each form shows the server's refusal in its own words.
import { Stack, Text, Title } from '@mantine/core';
import type { BoothContractRow } from '@mti/contracts/admin/console-passport';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useAddPaidSeats, useReassignContractSeat, useSetSendingCap } from '../api/passport.ts';
import { PaidSeatsForm } from './paid-seats-form.tsx';
import { ReassignSeatForm } from './reassign-seat-form.tsx';
import { SendingCapForm } from './sending-cap-form.tsx';

const refusalOf = (error: unknown, fallback: string) => (error ? serverMessageOr(error, fallback) : null);

export function ContractPanel({ contract, onChanged }: { contract: BoothContractRow; onChanged: () => void }) {
  const addSeats = useAddPaidSeats();
  const reassign = useReassignContractSeat();
  const setCap = useSetSendingCap();
  const subscriptionId = contract.subscription_id;
  return (
    <Stack gap="lg">
      <Text size="sm">
        Booth {contract.booth} · {contract.seats_used} of {contract.included_seats + contract.extra_seats} seats used (
        {contract.included_seats} included, {contract.extra_seats} paid)
        {contract.holders.length > 0 && ` · held by ${contract.holders.join(', ')}`}
      </Text>
      {subscriptionId === null ? (
        <Text c="dimmed">This booth contract has no Exhibitor Passport subscription yet.</Text>
      ) : (
        <>
          <Title order={3}>Paid seats</Title>
          <PaidSeatsForm
            saving={addSeats.isPending}
            refusal={refusalOf(addSeats.error, 'The seats could not be added.')}
            onSubmit={(body) =>
              addSeats.mutate(
                { subscriptionId, body },
                {
                  onSuccess: () => {
                    showToast({ tone: 'success', message: `${body.seats} paid seats were added.` });
                    onChanged();
                  },
                },
              )
            }
          />
          {contract.holders.length > 0 && (
            <>
              <Title order={3}>Reassign a seat</Title>
              <ReassignSeatForm
                holders={contract.holders}
                saving={reassign.isPending}
                refusal={refusalOf(reassign.error, 'The seat could not be reassigned.')}
                onSubmit={(body) =>
                  reassign.mutate(
                    { subscriptionId, body },
                    {
                      onSuccess: () => {
                        showToast({ tone: 'success', message: `The seat now belongs to ${body.to_userid}.` });
                        onChanged();
                      },
                    },
                  )
                }
              />
            </>
          )}
        </>
      )}
      <Title order={3}>Sending cap of {contract.company_name}</Title>
      <SendingCapForm
        current={contract.daily_cap}
        saving={setCap.isPending}
        refusal={refusalOf(setCap.error, 'The cap could not be saved.')}
        onSubmit={(dailyCap) =>
          setCap.mutate(
            { companyId: contract.company_id, dailyCap, version: contract.daily_cap_version },
            {
              onSuccess: () => {
                showToast({ tone: 'success', message: 'The daily sending cap is saved.' });
                onChanged();
              },
            },
          )
        }
      />
    </Stack>
  );
}
