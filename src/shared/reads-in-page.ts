/**
 * How the server writes a first load's reads into its page (decision 105): one JSON data block per read,
 * `<script type="application/json" id="lectura:<url>" data-status="<status>">answer</script>`.
 */
export const READ_IN_PAGE_ID_PREFIX = 'lectura:';
