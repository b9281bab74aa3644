// Mantine styles of the components only the flow screens use (the shell's app/styles.ts loads the base files first;
// these load with the pages' chunk).
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
