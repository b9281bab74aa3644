// Mantine styles of the components only the users screen uses beyond the app's own list (app/styles.ts): they
// load with its chunk, after the base files the entry already carries.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/List.css';
