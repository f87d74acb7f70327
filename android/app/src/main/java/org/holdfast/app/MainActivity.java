package org.holdfast.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
