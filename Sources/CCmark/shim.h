#ifndef GUIA_CCMARK_SHIM_H
#define GUIA_CCMARK_SHIM_H
#include <stdbool.h>
#include <stdint.h>
#include <cmark-gfm/cmark-gfm.h>
#include <cmark-gfm/cmark-gfm-extension_api.h>
// Debian installs cmark-gfm-core-extensions.h outside cmark-gfm/, where its own includes do
// not resolve; this is the one declaration guia needs from it.
void cmark_gfm_core_extensions_ensure_registered(void);
uint16_t cmark_gfm_extensions_get_table_columns(cmark_node *node);
uint8_t *cmark_gfm_extensions_get_table_alignments(cmark_node *node);
int cmark_gfm_extensions_get_table_row_is_header(cmark_node *node);
bool cmark_gfm_extensions_get_tasklist_item_checked(cmark_node *node);
#endif
