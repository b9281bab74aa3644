/** Gmail clips a message above 102 KB (the server refuses larger ones): sizes are shown in KB against it. */
export const formatBytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;
