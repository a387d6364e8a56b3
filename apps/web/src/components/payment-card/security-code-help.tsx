// Where the security code is (spec §9): a popover with the back of a Visa card and the front of
// an American Express card.
import { ActionIcon, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';

export function SecurityCodeHelp() {
  return (
    <Popover width={300} position="top-end" withArrow shadow="md" trapFocus={false}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Where is the security code?">
          <IconHelpCircle size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={1} spacing="sm">
          <Stack gap={4}>
            <img
              src="/images/cards/security-code-visa.svg"
              alt="Back of a Visa card with the security code beside the signature strip"
              width={240}
              height={152}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
            <Text size="sm">Visa, Mastercard: the 3 digits on the back, right of the signature strip.</Text>
          </Stack>
          <Stack gap={4}>
            <img
              src="/images/cards/security-code-amex.svg"
              alt="Front of an American Express card with the security code above the card number"
              width={240}
              height={152}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
            <Text size="sm">American Express: the 4 digits on the front, above the card number.</Text>
          </Stack>
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
