// Mantine styles of the components only the billing screens use (the shell's app/styles.ts loads the
// base files first; these load with the billing chunks).
import '@mantine/core/styles/Radio.css';
