// Mantine styles of the components only the settings screens use (the shell's app/styles.ts loads the base files
// first; these load with the settings chunk). Combobox before the selects built on it, Pill before PillsInput.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorInput.css';
