// Mantine styles of the components only the notification settings use (the shell's app/styles.ts loads the base
// files first; these load with the page's chunk).
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
