// Mantine styles of the components the guest screens use beyond the app's own list (app/styles.ts): they load
// with the check-in chunk, after the base files the entry already carries.
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/List.css';
