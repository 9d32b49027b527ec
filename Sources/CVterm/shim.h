#ifndef GUIA_CVTERM_SHIM_H
#define GUIA_CVTERM_SHIM_H
#include <vterm.h>
#endif
