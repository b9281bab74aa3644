// Mantine styles of the components only the survey screens use (the shell's app/styles.ts loads the base files
// first; these load with the pages' chunk).
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
