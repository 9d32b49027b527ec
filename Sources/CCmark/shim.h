#ifndef GUIA_CCMARK_SHIM_H
#define GUIA_CCMARK_SHIM_H
#include <cmark-gfm/cmark-gfm.h>
#include <cmark-gfm/cmark-gfm-extension_api.h>
// Debian installs cmark-gfm-core-extensions.h outside cmark-gfm/, where its own includes do
// not resolve; this is the one declaration guia needs from it.
void cmark_gfm_core_extensions_ensure_registered(void);
#endif
