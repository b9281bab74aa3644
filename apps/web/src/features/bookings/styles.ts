// Mantine styles of the components only the bookings screens use (the shell's app/styles.ts loads the
// base files first; these load with the bookings chunks).
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
